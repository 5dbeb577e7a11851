import { Heart } from "lucide-react";
import { useCallback } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { ReplyLikeButton_reply$key } from "../../__generated__/ReplyLikeButton_reply.graphql";
import type { ReplyLikeButtonLikeMutation as Like } from "../../__generated__/ReplyLikeButtonLikeMutation.graphql";
import type { ReplyLikeButtonUnlikeMutation as Unlike } from "../../__generated__/ReplyLikeButtonUnlikeMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { action } from "../community/DiscussionActions.css";
import { reportFailure } from "../community/reportFailure";

const LIKE_REPLY_FAILED = "Failed to like the reply.";

/** A reply's like: toggles at once on screen, and Relay rolls it back if the server refuses. */
export function ReplyLikeButton({ reply, author }: { reply: ReplyLikeButton_reply$key; author: string }) {
  const data = useFragment(
    graphql`
      fragment ReplyLikeButton_reply on Reply {
        id
        likesCount
        viewerHasLiked
      }
    `,
    reply,
  );
  const [like] = useMutation<Like>(graphql`
    mutation ReplyLikeButtonLikeMutation($input: LikeReplyInput!) {
      likeReply(input: $input) {
        reply {
          id
          likesCount
          viewerHasLiked
        }
      }
    }
  `);
  const [unlike] = useMutation<Unlike>(graphql`
    mutation ReplyLikeButtonUnlikeMutation($input: UnlikeReplyInput!) {
      unlikeReply(input: $input) {
        reply {
          id
          likesCount
          viewerHasLiked
        }
      }
    }
  `);
  const { id, likesCount, viewerHasLiked } = data;
  const toggle = useCallback(() => {
    const input = { replyId: id };
    const feedback = (operationName: string) =>
      mutationFeedback(operationName, {
        succeeded: () => undefined,
        failed: (error) => reportFailure(error, LIKE_REPLY_FAILED),
      });
    const after = (liked: boolean) => ({
      reply: { id, likesCount: likesCount + (liked ? 1 : -1), viewerHasLiked: liked },
    });
    if (viewerHasLiked) {
      unlike({
        variables: { input },
        optimisticResponse: { unlikeReply: after(false) },
        ...feedback("ReplyLikeButtonUnlikeMutation"),
      });
    } else {
      like({
        variables: { input },
        optimisticResponse: { likeReply: after(true) },
        ...feedback("ReplyLikeButtonLikeMutation"),
      });
    }
  }, [id, likesCount, viewerHasLiked, like, unlike]);

  return (
    <button type="button" className={action} aria-pressed={viewerHasLiked} onClick={toggle}>
      <Heart aria-hidden="true" size={16} fill={viewerHasLiked ? "currentColor" : "none"} /> {likesCount}
      <span className={visuallyHidden}> likes, like the reply by {author}</span>
    </button>
  );
}
