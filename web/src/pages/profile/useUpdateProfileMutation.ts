import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type {
  UpdateProfileInput,
  useUpdateProfileMutation as Mutation,
} from "../../__generated__/useUpdateProfileMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { redirectIfUnauthorized } from "../community/unauthorized";

/** Saves the profile; the top bar (which reads `viewer`) shows the new name at once. */
export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        profile {
          id
          firstName
          lastName
          ...ProfileForm_profile
        }
      }
    }
  `);
  const { toast } = useToast();

  const save = useCallback(
    (input: UpdateProfileInput) =>
      commit({
        variables: { input },
        // The viewer record has no id of its own, so it is brought in step here.
        updater: (store, response) => {
          const viewer = store.getRoot().getLinkedRecord("viewer");
          const profile = response?.updateProfile.profile;
          if (!viewer || !profile) return;
          viewer.setValue(profile.firstName, "firstName");
          viewer.setValue(profile.lastName, "lastName");
        },
        ...mutationFeedback("useUpdateProfileMutation", {
          succeeded: () =>
            toast({ title: "Profile updated", description: "Your profile has been successfully updated." }),
          failed: (error) => {
            if (redirectIfUnauthorized(error)) return;
            toast({
              title: "Error",
              description: "Failed to update profile. Please try again.",
              variant: "destructive",
            });
          },
        }),
      }),
    [commit, toast],
  );
  return [save, isInFlight] as const;
}
