import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useEnrollStudentMutation as Mutation } from "../../__generated__/useEnrollStudentMutation.graphql";
import { GraphQLResponseError } from "../../relay/errors";
import { useToast } from "../../ui/toast/useToast";
import { useAdminFailureToast } from "./useAdminFailureToast";

const FAILED = "Failed to enroll student";

/** Appends the new enrolment to the student's list in the store, so their row shows it at once. */
function appendEnrollment(store: RecordSourceSelectorProxy, studentId: string) {
  const enrollment = store.getRootField("enrollStudent");
  const student = store.get(studentId);
  if (!enrollment || !student) return;
  const enrollments = student.getLinkedRecords("enrollments") ?? [];
  if (enrollments.some((e) => e?.getDataID() === enrollment.getDataID())) return;
  student.setLinkedRecords([...enrollments, enrollment], "enrollments");
}

/** Enrols a student in a course; a second enrolment in one course is refused by the server. */
export function useEnrollStudentMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useEnrollStudentMutation($studentId: String!, $courseId: Int!) {
      enrollStudent(studentId: $studentId, courseId: $courseId) {
        id
        ...EnrollmentProgress_enrollment
      }
    }
  `);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();

  const enroll = useCallback(
    (student: { id: string; databaseId: string }, courseId: number, onDone: () => void) =>
      commit({
        variables: { studentId: student.databaseId, courseId },
        updater: (store) => appendEnrollment(store, student.id),
        onCompleted: (_response, errors) => {
          if (errors?.length) return reportFailure(FAILED, new GraphQLResponseError("useEnrollStudentMutation", errors));
          toast({ title: "Student enrolled successfully" });
          onDone();
        },
        onError: (error) => reportFailure(FAILED, error),
      }),
    [commit, toast, reportFailure],
  );

  return [enroll, isInFlight] as const;
}
