import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useMarkNotificationReadMutation } from "../../__generated__/useMarkNotificationReadMutation.graphql";

/**
 * Marks one notification read as the member follows it: at once on screen (the optimistic payload),
 * and the bell's count comes back from the server. A failure leaves it unread, which is harmless.
 */
export function useMarkNotificationRead() {
  const [commit] = useMutation<useMarkNotificationReadMutation>(graphql`
    mutation useMarkNotificationReadMutation($input: MarkNotificationsReadInput!) {
      markNotificationsRead(input: $input) {
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
  return useCallback(
    (id: string) => {
      commit({
        variables: { input: { ids: [id] } },
        optimisticUpdater: (store) => store.get(id)?.setValue(true, "isRead"),
      });
    },
    [commit],
  );
}
