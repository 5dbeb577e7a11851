import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useLikeDiscussionMutation as Mutation } from "../../__generated__/useLikeDiscussionMutation.graphql";
import { LIKE_FAILED, reportFailure } from "./reportFailure";

/** Likes at once on screen; Relay rolls the optimistic change back if the server refuses. */
export function useLikeDiscussionMutation() {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useLikeDiscussionMutation($discussionId: ID!) {
      likeDiscussion(discussionId: $discussionId) {
        id
        likesCount
        viewerHasLiked
      }
    }
  `);
  return useCallback(
    (discussion: { id: string; likesCount: number }) =>
      commit({
        variables: { discussionId: discussion.id },
        optimisticResponse: { likeDiscussion: { id: discussion.id, likesCount: discussion.likesCount + 1, viewerHasLiked: true } },
        onError: (error) => reportFailure(error, LIKE_FAILED),
      }),
    [commit],
  );
}
