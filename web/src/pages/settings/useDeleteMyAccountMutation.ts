import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useDeleteMyAccountMutation as Mutation } from "../../__generated__/useDeleteMyAccountMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";

/**
 * Deletes the member's account and signs them out everywhere; what was read while signed in is
 * dropped from the store, so the next screen asks the server again as a visitor.
 */
export function useDeleteMyAccountMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteMyAccountMutation($input: DeleteMyAccountInput!) {
      deleteMyAccount(input: $input) {
        viewer {
          role
        }
      }
    }
  `);

  const deleteMyAccount = useCallback(
    (confirmation: string, outcome: { succeeded: () => void; failed: (error: Error) => void }) =>
      commit({
        variables: { input: { confirmation } },
        updater: (store) => store.invalidateStore(),
        ...mutationFeedback("useDeleteMyAccountMutation", outcome),
      }),
    [commit],
  );
  return [deleteMyAccount, isInFlight] as const;
}
