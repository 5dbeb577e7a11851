import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type {
  StudentLoginInput,
  useStudentLoginMutation as StudentLoginMutation,
} from "../../__generated__/useStudentLoginMutation.graphql";

/**
 * Signs a student in (the session cookie is set by the answer). Used by /student-login and the
 * sign-up page's Sign In tab. Resolves on success, rejects with the request's error.
 */
export function useStudentLoginMutation() {
  const [commit, isInFlight] = useMutation<StudentLoginMutation>(graphql`
    mutation useStudentLoginMutation($input: StudentLoginInput!) {
      studentLogin(input: $input) {
        student {
          id
          firstName
        }
      }
    }
  `);

  const logIn = useCallback(
    (input: StudentLoginInput) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input },
          // Someone else is viewing now: whatever was read as the previous viewer is stale.
          updater: (store) => store.invalidateStore(),
          onCompleted: () => resolve(),
          onError: reject,
        });
      }),
    [commit],
  );

  return [logIn, isInFlight] as const;
}
