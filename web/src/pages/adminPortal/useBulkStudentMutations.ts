import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useBulkStudentMutationsActiveMutation } from "../../__generated__/useBulkStudentMutationsActiveMutation.graphql";
import type { useBulkStudentMutationsEnrollMutation } from "../../__generated__/useBulkStudentMutationsEnrollMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { useAdminFailureToast } from "./useAdminFailureToast";
import { bulkSummary } from "./bulkSummary";

// Each payload's students carry their row's fragment: the rows on screen update without updater code.
const activeMutation = graphql`
  mutation useBulkStudentMutationsActiveMutation($input: SetStudentsActiveInput!) {
    setStudentsActive(input: $input) {
      outcomes {
        done
        reason
        student {
          firstName
          lastName
          ...StudentRow_student
        }
      }
    }
  }
`;
const enrollMutation = graphql`
  mutation useBulkStudentMutationsEnrollMutation($input: EnrollStudentsInput!) {
    enrollStudents(input: $input) {
      outcomes {
        done
        reason
        student {
          firstName
          lastName
          ...StudentRow_student
        }
      }
    }
  }
`;

/** Enables or disables the selected students; the toast says how many changed and who was skipped. */
export function useSetStudentsActiveMutation() {
  const [commit, isInFlight] = useMutation<useBulkStudentMutationsActiveMutation>(activeMutation);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();
  const run = useCallback(
    (studentIds: string[], isActive: boolean, onDone: () => void) =>
      commit({
        variables: { input: { studentIds, isActive } },
        ...mutationFeedback("useBulkStudentMutationsActiveMutation", {
          succeeded: (response: useBulkStudentMutationsActiveMutation["response"]) => {
            toast(bulkSummary(isActive ? "Enabled" : "Disabled", response.setStudentsActive.outcomes));
            onDone();
          },
          failed: (error) => reportFailure("Failed to update student status", error),
        }),
      }),
    [commit, toast, reportFailure],
  );
  return [run, isInFlight] as const;
}

/** Enrols the selected students in a course; those already enrolled are listed as skipped. */
export function useEnrollStudentsMutation() {
  const [commit, isInFlight] = useMutation<useBulkStudentMutationsEnrollMutation>(enrollMutation);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();
  const run = useCallback(
    (studentIds: string[], courseId: string, onDone: () => void) =>
      commit({
        variables: { input: { studentIds, courseId } },
        ...mutationFeedback("useBulkStudentMutationsEnrollMutation", {
          succeeded: (response: useBulkStudentMutationsEnrollMutation["response"]) => {
            toast(bulkSummary("Enrolled", response.enrollStudents.outcomes));
            onDone();
          },
          failed: (error) => reportFailure("Failed to enroll students", error),
        }),
      }),
    [commit, toast, reportFailure],
  );
  return [run, isInFlight] as const;
}
