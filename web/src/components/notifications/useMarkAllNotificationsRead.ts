import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useMarkAllNotificationsReadMutation } from "../../__generated__/useMarkAllNotificationsReadMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";

/** "Mark all as read": the badge goes and every listed notification reads as read. */
export function useMarkAllNotificationsRead() {
  const { toast } = useToast();
  const [commit, isInFlight] = useMutation<useMarkAllNotificationsReadMutation>(graphql`
    mutation useMarkAllNotificationsReadMutation($input: MarkAllNotificationsReadInput!) {
      markAllNotificationsRead(input: $input) {
        viewer {
          id
          unreadNotificationsCount
        }
        notifications {
          id
          isRead
        }
      }
    }
  `);
  const markAll = useCallback(() => {
    commit({
      variables: { input: {} },
      ...mutationFeedback("useMarkAllNotificationsReadMutation", {
        succeeded: () => toast({ title: "All notifications marked as read" }),
        failed: () =>
          toast({
            title: "Could not mark notifications as read",
            description: "Check your connection and try again.",
            variant: "destructive",
          }),
      }),
    });
  }, [commit, toast]);
  return { markAll, isInFlight };
}
