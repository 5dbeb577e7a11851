import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSetMemberModeratorMutation as Mutation } from "../../__generated__/useSetMemberModeratorMutation.graphql";
import { useAdminFeedback } from "./useAdminFailureToast";

const mutation = graphql`
  mutation useSetMemberModeratorMutation($input: SetMemberModeratorInput!) {
    setMemberModerator(input: $input) {
      member {
        id
        isModerator
      }
    }
  }
`;

/** Grants or revokes a member's moderator role; the row shows the new role at once. */
export function useSetMemberModeratorMutation(memberId: string) {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const feedback = useAdminFeedback();
  const run = useCallback(
    (isModerator: boolean) =>
      commit({
        variables: { input: { memberId, isModerator } },
        optimisticResponse: { setMemberModerator: { member: { id: memberId, isModerator } } },
        ...feedback("useSetMemberModeratorMutation", {
          succeeded: isModerator ? "Moderator role granted" : "Moderator role revoked",
          failed: "Failed to change the member's role",
        }),
      }),
    [commit, feedback, memberId],
  );
  return [run, isInFlight] as const;
}
