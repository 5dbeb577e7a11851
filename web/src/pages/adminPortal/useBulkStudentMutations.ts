import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useBulkStudentMutationsActiveMutation } from "../../__generated__/useBulkStudentMutationsActiveMutation.graphql";
import type { useBulkStudentMutationsEnrollMutation } from "../../__generated__/useBulkStudentMutationsEnrollMutation.graphql";
import type { useBulkStudentMutationsMatchingActiveMutation } from "../../__generated__/useBulkStudentMutationsMatchingActiveMutation.graphql";
import type { useBulkStudentMutationsMatchingEnrollMutation } from "../../__generated__/useBulkStudentMutationsMatchingEnrollMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { useAdminFailureToast } from "./useAdminFailureToast";
import { bulkSummary, matchingSummary } from "./bulkSummary";
import type { studentListFilter } from "./studentListParams";

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

const matchingActiveMutation = graphql`
  mutation useBulkStudentMutationsMatchingActiveMutation($input: SetMatchingStudentsActiveInput!) {
    setMatchingStudentsActive(input: $input) {
      changed
      skipped
    }
  }
`;
const matchingEnrollMutation = graphql`
  mutation useBulkStudentMutationsMatchingEnrollMutation($input: EnrollMatchingStudentsInput!) {
    enrollMatchingStudents(input: $input) {
      changed
      skipped
    }
  }
`;

/** The students the list's filters match, as many as the admin confirmed. */
type Matching = { filter: ReturnType<typeof studentListFilter>; expectedCount: number };

/** Enables or disables every student the filters match; `onDone` reloads the page on screen. */
export function useSetMatchingStudentsActiveMutation() {
  const [commit, isInFlight] = useMutation<useBulkStudentMutationsMatchingActiveMutation>(matchingActiveMutation);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();
  const run = useCallback(
    (matching: Matching, isActive: boolean, onDone: () => void) =>
      commit({
        variables: { input: { ...matching, isActive } },
        ...mutationFeedback("useBulkStudentMutationsMatchingActiveMutation", {
          succeeded: (response: useBulkStudentMutationsMatchingActiveMutation["response"]) => {
            const { changed, skipped } = response.setMatchingStudentsActive;
            toast(
              matchingSummary(isActive ? "Enabled" : "Disabled", changed, skipped, isActive ? "active" : "disabled"),
            );
            onDone();
          },
          failed: (error) => reportFailure("Failed to update student status", error),
        }),
      }),
    [commit, toast, reportFailure],
  );
  return [run, isInFlight] as const;
}

/** Enrols every student the filters match in a course; `onDone` reloads the page on screen. */
export function useEnrollMatchingStudentsMutation() {
  const [commit, isInFlight] = useMutation<useBulkStudentMutationsMatchingEnrollMutation>(matchingEnrollMutation);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();
  const run = useCallback(
    (matching: Matching, courseId: string, onDone: () => void) =>
      commit({
        variables: { input: { ...matching, courseId } },
        ...mutationFeedback("useBulkStudentMutationsMatchingEnrollMutation", {
          succeeded: (response: useBulkStudentMutationsMatchingEnrollMutation["response"]) => {
            const { changed, skipped } = response.enrollMatchingStudents;
            toast(matchingSummary("Enrolled", changed, skipped, "enrolled"));
            onDone();
          },
          failed: (error) => reportFailure("Failed to enroll students", error),
        }),
      }),
    [commit, toast, reportFailure],
  );
  return [run, isInFlight] as const;
}
