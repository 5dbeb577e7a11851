import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type {
  StudentSignupInput,
  useStudentSignupMutation as StudentSignupMutation,
} from "../../__generated__/useStudentSignupMutation.graphql";

/** Creates an inactive student account for an admin to enable; does not sign in. */
export function useStudentSignupMutation() {
  const [commit, isInFlight] = useMutation<StudentSignupMutation>(graphql`
    mutation useStudentSignupMutation($input: StudentSignupInput!) {
      studentSignup(input: $input) {
        email
        isActive
      }
    }
  `);

  const signUp = useCallback(
    (input: StudentSignupInput) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );

  return [signUp, isInFlight] as const;
}
