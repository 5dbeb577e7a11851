import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useUnlikeDiscussionMutation as Mutation } from "../../__generated__/useUnlikeDiscussionMutation.graphql";
import { LIKE_FAILED, reportFailure } from "./reportFailure";

/** Takes the like back at once on screen; rolled back if the server refuses. */
export function useUnlikeDiscussionMutation() {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useUnlikeDiscussionMutation($discussionId: ID!) {
      unlikeDiscussion(discussionId: $discussionId) {
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
        optimisticResponse: { unlikeDiscussion: { id: discussion.id, likesCount: discussion.likesCount - 1, viewerHasLiked: false } },
        onError: (error) => reportFailure(error, LIKE_FAILED),
      }),
    [commit],
  );
}
