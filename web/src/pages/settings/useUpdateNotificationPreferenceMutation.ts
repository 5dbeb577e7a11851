import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { NotificationSettings_profile$data } from "../../__generated__/NotificationSettings_profile.graphql";
import type {
  NotificationKind,
  useUpdateNotificationPreferenceMutation as Mutation,
} from "../../__generated__/useUpdateNotificationPreferenceMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { redirectIfUnauthorized } from "../community/unauthorized";

type Profile = Pick<NotificationSettings_profile$data, "id" | "notificationPreferences">;

/** Turns one kind of notification on or off; the switch moves at once and moves back if the server refuses. */
export function useUpdateNotificationPreferenceMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateNotificationPreferenceMutation($input: UpdateNotificationPreferenceInput!) {
      updateNotificationPreference(input: $input) {
        profile {
          id
          ...NotificationSettings_profile
        }
      }
    }
  `);
  const { toast } = useToast();

  const update = useCallback(
    (profile: Profile, kind: NotificationKind, inApp: boolean) =>
      commit({
        variables: { input: { kind, inApp } },
        optimisticResponse: {
          updateNotificationPreference: {
            profile: {
              id: profile.id,
              notificationPreferences: profile.notificationPreferences.map((preference) =>
                preference.kind === kind ? { ...preference, inApp } : preference,
              ),
            },
          },
        },
        ...mutationFeedback("useUpdateNotificationPreferenceMutation", {
          succeeded: () => undefined,
          failed: (error) => {
            if (redirectIfUnauthorized(error)) return;
            toast({
              title: "Not saved",
              description: "Your notification choice could not be saved. Please try again.",
              variant: "destructive",
            });
          },
        }),
      }),
    [commit, toast],
  );
  return [update, isInFlight] as const;
}
