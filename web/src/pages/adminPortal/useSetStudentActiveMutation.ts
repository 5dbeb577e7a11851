import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSetStudentActiveMutation as Mutation } from "../../__generated__/useSetStudentActiveMutation.graphql";
import { GraphQLResponseError } from "../../relay/errors";
import { useToast } from "../../ui/toast/useToast";
import { useAdminFailureToast } from "./useAdminFailureToast";

const FAILED = "Failed to update student status";

/** Enables or disables a student; the row shows the new state at once and keeps it on success. */
export function useSetStudentActiveMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSetStudentActiveMutation($studentId: String!, $isActive: Boolean!) {
      setStudentActive(studentId: $studentId, isActive: $isActive) {
        id
        isActive
      }
    }
  `);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();

  const setActive = useCallback(
    (student: { id: string; databaseId: string }, isActive: boolean) =>
      commit({
        variables: { studentId: student.databaseId, isActive },
        // The returned Student is normalised by its global id, so the row updates in place.
        optimisticResponse: { setStudentActive: { id: student.id, isActive } },
        onCompleted: (_response, errors) => {
          if (errors?.length) reportFailure(FAILED, new GraphQLResponseError("useSetStudentActiveMutation", errors));
          else toast({ title: "Student status updated successfully" });
        },
        onError: (error) => reportFailure(FAILED, error),
      }),
    [commit, toast, reportFailure],
  );

  return [setActive, isInFlight] as const;
}
