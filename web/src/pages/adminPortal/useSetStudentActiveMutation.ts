import { useCallback } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { useSetStudentActiveMutation as Mutation } from "../../__generated__/useSetStudentActiveMutation.graphql";
import type { useSetStudentActiveMutation_student$key } from "../../__generated__/useSetStudentActiveMutation_student.graphql";
import { auditLogConnections } from "./auditLogConnections";
import { useAdminFeedback } from "./useAdminFailureToast";

/** Enables a disabled student or disables an active one; the row shows the new state at once. */
export function useSetStudentActiveMutation(studentKey: useSetStudentActiveMutation_student$key) {
  const student = useFragment(
    graphql`
      fragment useSetStudentActiveMutation_student on Student {
        id
        isActive
      }
    `,
    studentKey,
  );
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSetStudentActiveMutation($input: SetStudentActiveInput!, $connections: [ID!]!) {
      setStudentActive(input: $input) {
        student {
          id
          isActive
        }
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
  const { id, isActive } = student;

  const toggle = useCallback(
    () =>
      commit({
        variables: { input: { studentId: id, isActive: !isActive }, connections: auditLogConnections() },
        // The returned Student is normalised by its global id, so the row updates in place.
        optimisticResponse: { setStudentActive: { student: { id, isActive: !isActive }, auditEntryEdge: null } },
        ...feedback("useSetStudentActiveMutation", {
          succeeded: "Student status updated successfully",
          failed: "Failed to update student status",
        }),
      }),
    [commit, feedback, id, isActive],
  );

  return [toggle, isInFlight] as const;
}
