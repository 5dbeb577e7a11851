import { useCallback } from "react";
import { graphql, useFragment } from "react-relay";
import type { useUnlockModuleMutation as Mutation } from "../../__generated__/useUnlockModuleMutation.graphql";
import type { useUnlockModuleMutation_student$key } from "../../__generated__/useUnlockModuleMutation_student.graphql";
import { useAdminAction } from "./useAdminAction";

const mutation = graphql`
  mutation useUnlockModuleMutation($input: UnlockModuleInput!, $connections: [ID!]!) {
    unlockModule(input: $input) {
      student {
        ...StudentRow_student
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
const TITLES = { succeeded: "Module unlocked for the student", failed: "Failed to unlock module" };

/** Opens a track module for one student ahead of the sequential rule; the audit log gets the entry. */
export function useUnlockModuleMutation(studentKey: useUnlockModuleMutation_student$key) {
  const { id } = useFragment(
    graphql`
      fragment useUnlockModuleMutation_student on Student {
        id
      }
    `,
    studentKey,
  );
  const [run, isInFlight] = useAdminAction<Mutation>(mutation, "useUnlockModuleMutation", TITLES);
  const unlock = useCallback(
    (moduleId: string, onDone: () => void) => run({ studentId: id, moduleId }, { onDone }),
    [run, id],
  );
  return [unlock, isInFlight] as const;
}
