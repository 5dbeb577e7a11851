import { useCallback } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { useSetStudentPasswordMutation as Mutation } from "../../__generated__/useSetStudentPasswordMutation.graphql";
import type { useSetStudentPasswordMutation_student$key } from "../../__generated__/useSetStudentPasswordMutation_student.graphql";
import { auditLogConnections } from "./auditLogConnections";
import { useAdminFeedback } from "./useAdminFailureToast";

/** Sets a student's password (their other sessions end); `onDone` runs only on success. */
export function useSetStudentPasswordMutation(studentKey: useSetStudentPasswordMutation_student$key) {
  const { id } = useFragment(
    graphql`
      fragment useSetStudentPasswordMutation_student on Student {
        id
      }
    `,
    studentKey,
  );
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSetStudentPasswordMutation($input: SetStudentPasswordInput!, $connections: [ID!]!) {
      setStudentPassword(input: $input) {
        auditEntryEdge @prependEdge(connections: $connections) {
          cursor
          node {
            ...AuditEntryRow_entry
          }
        }
      }
    }
  `);
  const feedback = useAdminFeedback();

  const setPassword = useCallback(
    (password: string, onDone: () => void) =>
      commit({
        variables: { input: { studentId: id, password }, connections: auditLogConnections() },
        ...feedback(
          "useSetStudentPasswordMutation",
          { succeeded: "Student password updated successfully", failed: "Failed to update student password" },
          onDone,
        ),
      }),
    [commit, feedback, id],
  );

  return [setPassword, isInFlight] as const;
}
