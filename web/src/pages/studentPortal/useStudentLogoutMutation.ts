import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { useStudentLogoutMutation as Mutation } from "../../__generated__/useStudentLogoutMutation.graphql";

/** Ends the student's session, then goes to / (spec 7); a failure is only logged (spec 8). */
export function useStudentLogoutMutation() {
  const navigate = useNavigate();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useStudentLogoutMutation {
      studentLogout(input: {}) {
        clientMutationId
      }
    }
  `);
  const logout = useCallback(
    () =>
      commit({
        variables: {},
        // The probe's `viewer` is stale now: clear it so a later visit probes again.
        updater: (store) => store.getRoot().setValue(null, "viewer"),
        onCompleted: () => {
          void navigate("/");
        },
        onError: (error) => console.error("Student logout failed", error),
      }),
    [commit, navigate],
  );
  return [logout, isInFlight] as const;
}
