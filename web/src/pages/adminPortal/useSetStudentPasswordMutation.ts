import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSetStudentPasswordMutation as Mutation } from "../../__generated__/useSetStudentPasswordMutation.graphql";
import { GraphQLResponseError } from "../../relay/errors";
import { useToast } from "../../ui/toast/useToast";
import { useAdminFailureToast } from "./useAdminFailureToast";

const FAILED = "Failed to update student password";

/** Sets a student's password (their other sessions end); `onDone` runs only on success. */
export function useSetStudentPasswordMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSetStudentPasswordMutation($studentId: String!, $password: String!) {
      setStudentPassword(studentId: $studentId, password: $password) {
        id
      }
    }
  `);
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();

  const setPassword = useCallback(
    (studentId: string, password: string, onDone: () => void) =>
      commit({
        variables: { studentId, password },
        onCompleted: (_response, errors) => {
          if (errors?.length) return reportFailure(FAILED, new GraphQLResponseError("useSetStudentPasswordMutation", errors));
          toast({ title: "Student password updated successfully" });
          onDone();
        },
        onError: (error) => reportFailure(FAILED, error),
      }),
    [commit, toast, reportFailure],
  );

  return [setPassword, isInFlight] as const;
}
