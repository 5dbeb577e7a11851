import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSubmitAssignmentMutation as Mutation } from "../../__generated__/useSubmitAssignmentMutation.graphql";

/**
 * Hands in (or again) the student's work. The payload spreads the fragments of every screen it
 * changes (the assignment page, the list's card), so the store updates them without updater code.
 */
export function useSubmitAssignmentMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSubmitAssignmentMutation($input: SubmitAssignmentInput!) {
      submitAssignment(input: $input) {
        assignment {
          ...AssignmentDetail_assignment
          ...AssignmentCard_assignment
        }
      }
    }
  `);
  const submit = useCallback(
    (
      input: { assignmentId: string; text: string; links: string[] },
      on: { succeeded: () => void; failed: (error: Error) => void },
    ) => commit({ variables: { input }, onCompleted: on.succeeded, onError: on.failed }),
    [commit],
  );
  return [submit, isInFlight] as const;
}
