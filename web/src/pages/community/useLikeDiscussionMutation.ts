import { useCallback } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { useLikeDiscussionMutation as LikeMutation } from "../../__generated__/useLikeDiscussionMutation.graphql";
import type { useLikeDiscussionMutation_discussion$key } from "../../__generated__/useLikeDiscussionMutation_discussion.graphql";
import type { useLikeDiscussionMutationUnlike as UnlikeMutation } from "../../__generated__/useLikeDiscussionMutationUnlike.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { LIKE_FAILED, reportFailure } from "./reportFailure";

/**
 * The like button's toggle: likes or takes the like back at once on screen; Relay rolls the
 * optimistic change back if the server refuses. The payload's discussion replaces the card's.
 */
export function useLikeDiscussionMutation(discussionKey: useLikeDiscussionMutation_discussion$key) {
  const discussion = useFragment(
    graphql`
      fragment useLikeDiscussionMutation_discussion on Discussion {
        id
        likesCount
        viewerHasLiked
      }
    `,
    discussionKey,
  );
  const [like] = useMutation<LikeMutation>(graphql`
    mutation useLikeDiscussionMutation($input: LikeDiscussionInput!) {
      likeDiscussion(input: $input) {
        discussion {
          id
          likesCount
          viewerHasLiked
        }
      }
    }
  `);
  const [unlike] = useMutation<UnlikeMutation>(graphql`
    mutation useLikeDiscussionMutationUnlike($input: UnlikeDiscussionInput!) {
      unlikeDiscussion(input: $input) {
        discussion {
          id
          likesCount
          viewerHasLiked
        }
      }
    }
  `);
  const { id, likesCount, viewerHasLiked } = discussion;
  return useCallback(() => {
    const input = { discussionId: id };
    // The optimistic change stays only when the server agrees; the error toast says otherwise.
    const feedback = (operationName: string) =>
      mutationFeedback(operationName, { succeeded: () => undefined, failed: (e) => reportFailure(e, LIKE_FAILED) });
    const after = (liked: boolean) => ({
      discussion: { id, likesCount: likesCount + (liked ? 1 : -1), viewerHasLiked: liked },
    });
    if (viewerHasLiked) {
      unlike({
        variables: { input },
        optimisticResponse: { unlikeDiscussion: after(false) },
        ...feedback("useLikeDiscussionMutationUnlike"),
      });
    } else {
      like({
        variables: { input },
        optimisticResponse: { likeDiscussion: after(true) },
        ...feedback("useLikeDiscussionMutation"),
      });
    }
  }, [id, likesCount, viewerHasLiked, like, unlike]);
}
