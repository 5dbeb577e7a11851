import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSignOutEverywhereMutation as Mutation } from "../../__generated__/useSignOutEverywhereMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";

/**
 * Ends every session of the member, this browser's included. Everything read while signed in is
 * dropped from the store, so the next screen asks the server again as a visitor.
 */
export function useSignOutEverywhereMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSignOutEverywhereMutation {
      signOutEverywhere(input: {}) {
        viewer {
          role
        }
      }
    }
  `);

  const signOutEverywhere = useCallback(
    (outcome: { succeeded: () => void; failed: (error: Error) => void }) =>
      commit({
        variables: {},
        updater: (store) => store.invalidateStore(),
        ...mutationFeedback("useSignOutEverywhereMutation", outcome),
      }),
    [commit],
  );
  return [signOutEverywhere, isInFlight] as const;
}
