import { useCallback } from "react";
import { graphql, type GraphQLTaggedNode, useMutation } from "react-relay";
import type { MutationParameters } from "relay-runtime";
import type { useBulkStudentMutationsActiveMutation } from "../../__generated__/useBulkStudentMutationsActiveMutation.graphql";
import type { useBulkStudentMutationsEnrollMutation } from "../../__generated__/useBulkStudentMutationsEnrollMutation.graphql";
import type { useBulkStudentMutationsMatchingActiveMutation } from "../../__generated__/useBulkStudentMutationsMatchingActiveMutation.graphql";
import type { useBulkStudentMutationsMatchingEnrollMutation } from "../../__generated__/useBulkStudentMutationsMatchingEnrollMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { useAdminFailureToast } from "./useAdminFailureToast";
import { bulkSummary, matchingSummary } from "./bulkSummary";

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

/** A bulk action's toast from its answer and what was asked. */
type Summary<M extends MutationParameters> = (
  response: M["response"],
  input: M["variables"]["input"],
) => { title: string; description?: string };

/**
 * Runs one bulk action: its mutation, then the toast `summary` makes of the answer and `onDone`,
 * or the failure toast with the server's reason.
 */
function useBulkAction<M extends MutationParameters & { variables: { input: object } }>(
  mutation: GraphQLTaggedNode,
  operationName: string,
  failedTitle: string,
  summary: Summary<M>,
) {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();
  const run = useCallback(
    (input: M["variables"]["input"], onDone: () => void = () => {}) =>
      commit({
        variables: { input } as M["variables"],
        ...mutationFeedback(operationName, {
          succeeded: (response: M["response"]) => {
            toast(summary(response, input));
            onDone();
          },
          failed: (error) => reportFailure(failedTitle, error),
        }),
      }),
    [commit, toast, reportFailure, operationName, failedTitle, summary],
  );
  return [run, isInFlight] as const;
}

/** Enables or disables the selected students; the toast says how many changed and who was skipped. */
export function useSetStudentsActiveMutation() {
  return useBulkAction<useBulkStudentMutationsActiveMutation>(
    activeMutation,
    "useBulkStudentMutationsActiveMutation",
    STATUS_FAILED,
    activeSummary,
  );
}

/** Enrols the selected students in a course; those already enrolled are listed as skipped. */
export function useEnrollStudentsMutation() {
  return useBulkAction<useBulkStudentMutationsEnrollMutation>(
    enrollMutation,
    "useBulkStudentMutationsEnrollMutation",
    ENROLL_FAILED,
    enrollSummary,
  );
}

const STATUS_FAILED = "Failed to update student status";
const ENROLL_FAILED = "Failed to enroll students";
// Module-level, so that the hooks' callbacks keep their identity between renders.
const activeSummary: Summary<useBulkStudentMutationsActiveMutation> = (response, input) =>
  bulkSummary(input.isActive ? "Enabled" : "Disabled", response.setStudentsActive.outcomes);
const enrollSummary: Summary<useBulkStudentMutationsEnrollMutation> = (response) =>
  bulkSummary("Enrolled", response.enrollStudents.outcomes);
const matchingActiveSummary: Summary<useBulkStudentMutationsMatchingActiveMutation> = (response, input) => {
  const { changed, skipped } = response.setMatchingStudentsActive;
  return matchingSummary(
    input.isActive ? "Enabled" : "Disabled",
    changed,
    skipped,
    input.isActive ? "active" : "disabled",
  );
};
const matchingEnrollSummary: Summary<useBulkStudentMutationsMatchingEnrollMutation> = (response) => {
  const { changed, skipped } = response.enrollMatchingStudents;
  return matchingSummary("Enrolled", changed, skipped, "enrolled");
};

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

/** Enables or disables every student the list's filters match (as many as the admin confirmed). */
export function useSetMatchingStudentsActiveMutation() {
  return useBulkAction<useBulkStudentMutationsMatchingActiveMutation>(
    matchingActiveMutation,
    "useBulkStudentMutationsMatchingActiveMutation",
    STATUS_FAILED,
    matchingActiveSummary,
  );
}

/** Enrols every student the list's filters match in a course (as many as the admin confirmed). */
export function useEnrollMatchingStudentsMutation() {
  return useBulkAction<useBulkStudentMutationsMatchingEnrollMutation>(
    matchingEnrollMutation,
    "useBulkStudentMutationsMatchingEnrollMutation",
    ENROLL_FAILED,
    matchingEnrollSummary,
  );
}
