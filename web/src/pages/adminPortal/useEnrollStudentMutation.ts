import { useCallback } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { useEnrollStudentMutation as Mutation } from "../../__generated__/useEnrollStudentMutation.graphql";
import type { useEnrollStudentMutation_student$key } from "../../__generated__/useEnrollStudentMutation_student.graphql";
import { auditLogConnections } from "./auditLogConnections";
import { useAdminFeedback } from "./useAdminFailureToast";

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
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
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
  `);
  const feedback = useAdminFeedback();

  const enroll = useCallback(
    (courseId: string, onDone: () => void) =>
      commit({
        variables: { input: { studentId: id, courseId }, connections: auditLogConnections() },
        ...feedback(
          "useEnrollStudentMutation",
          { succeeded: "Student enrolled successfully", failed: "Failed to enroll student" },
          onDone,
        ),
      }),
    [commit, feedback, id],
  );

  return [enroll, isInFlight] as const;
}
