import { useCallback } from "react";
import { graphql, useFragment } from "react-relay";
import type { useEnrollStudentMutation as Mutation } from "../../__generated__/useEnrollStudentMutation.graphql";
import type { useEnrollStudentMutation_student$key } from "../../__generated__/useEnrollStudentMutation_student.graphql";
import { useAdminAction } from "./useAdminAction";

const mutation = graphql`
  mutation useEnrollStudentMutation($input: EnrollStudentInput!, $connections: [ID!]!) {
    enrollStudent(input: $input) {
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
const TITLES = { succeeded: "Student enrolled successfully", failed: "Failed to enroll student" };

/**
 * Enrols a student in a course; a second enrolment in one course is refused by the server. The
 * payload's student carries the row's fragment, so the new enrolment shows without updater code.
 */
export function useEnrollStudentMutation(studentKey: useEnrollStudentMutation_student$key) {
  const { id } = useFragment(
    graphql`
      fragment useEnrollStudentMutation_student on Student {
        id
      }
    `,
    studentKey,
  );
  const [run, isInFlight] = useAdminAction<Mutation>(mutation, "useEnrollStudentMutation", TITLES);
  const enroll = useCallback(
    (courseId: string, onDone: () => void) => run({ studentId: id, courseId }, { onDone }),
    [run, id],
  );
  return [enroll, isInFlight] as const;
}
