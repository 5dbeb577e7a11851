import { useCallback } from "react";
import { graphql, useFragment } from "react-relay";
import type { useSetStudentPasswordMutation as Mutation } from "../../__generated__/useSetStudentPasswordMutation.graphql";
import type { useSetStudentPasswordMutation_student$key } from "../../__generated__/useSetStudentPasswordMutation_student.graphql";
import { useAdminAction } from "./useAdminAction";

const mutation = graphql`
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
`;
const TITLES = { succeeded: "Student password updated successfully", failed: "Failed to update student password" };

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
  const [run, isInFlight] = useAdminAction<Mutation>(mutation, "useSetStudentPasswordMutation", TITLES);
  const setPassword = useCallback(
    (password: string, onDone: () => void) => run({ studentId: id, password }, { onDone }),
    [run, id],
  );
  return [setPassword, isInFlight] as const;
}
