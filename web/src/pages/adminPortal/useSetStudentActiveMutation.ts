import { useCallback } from "react";
import { graphql, useFragment } from "react-relay";
import type { useSetStudentActiveMutation as Mutation } from "../../__generated__/useSetStudentActiveMutation.graphql";
import type { useSetStudentActiveMutation_student$key } from "../../__generated__/useSetStudentActiveMutation_student.graphql";
import { useAdminAction } from "./useAdminAction";

const mutation = graphql`
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
`;
const TITLES = { succeeded: "Student status updated successfully", failed: "Failed to update student status" };

/** Enables a disabled student or disables an active one; the row shows the new state at once. */
export function useSetStudentActiveMutation(studentKey: useSetStudentActiveMutation_student$key) {
  const { id, isActive } = useFragment(
    graphql`
      fragment useSetStudentActiveMutation_student on Student {
        id
        isActive
      }
    `,
    studentKey,
  );
  const [run, isInFlight] = useAdminAction<Mutation>(mutation, "useSetStudentActiveMutation", TITLES);
  const toggle = useCallback(
    () =>
      run(
        { studentId: id, isActive: !isActive },
        // The returned Student is normalised by its global id, so the row updates in place.
        { optimisticResponse: { setStudentActive: { student: { id, isActive: !isActive }, auditEntryEdge: null } } },
      ),
    [run, id, isActive],
  );
  return [toggle, isInFlight] as const;
}
