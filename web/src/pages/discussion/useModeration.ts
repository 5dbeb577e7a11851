import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type {
  DiscussionModeration,
  useModerationDiscussionMutation as ModerateDiscussion,
} from "../../__generated__/useModerationDiscussionMutation.graphql";
import type { useModerationMoveMutation as MoveDiscussion } from "../../__generated__/useModerationMoveMutation.graphql";
import type {
  ReplyModeration,
  useModerationReplyMutation as ModerateReply,
} from "../../__generated__/useModerationReplyMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";

export type { DiscussionModeration, ReplyModeration };

type Outcome = { succeeded: () => void; failed: (error: Error) => void };

/**
 * A moderator's actions. Each payload carries every field the action changes (badges, lock, the
 * text a moderator reads, the reason, the category), so the thread and the board's card update
 * from the store without updater code.
 */
export function useModeration() {
  const [moderate, moderating] = useMutation<ModerateDiscussion>(graphql`
    mutation useModerationDiscussionMutation($input: ModerateDiscussionInput!) {
      moderateDiscussion(input: $input) {
        discussion {
          id
          title
          content
          isPinned
          isLocked
          isHidden
          hiddenReason
        }
      }
    }
  `);
  const [move, moving] = useMutation<MoveDiscussion>(graphql`
    mutation useModerationMoveMutation($input: MoveDiscussionInput!) {
      moveDiscussion(input: $input) {
        discussion {
          id
          category {
            id
            name
            icon
          }
        }
      }
    }
  `);
  const [moderateReply, moderatingReply] = useMutation<ModerateReply>(graphql`
    mutation useModerationReplyMutation($input: ModerateReplyInput!) {
      moderateReply(input: $input) {
        reply {
          id
          content
          isHidden
          hiddenReason
        }
      }
    }
  `);
  return {
    moderateDiscussion: useCallback(
      (discussionId: string, action: DiscussionModeration, reason: string, outcome: Outcome) =>
        moderate({
          variables: { input: { discussionId, action, reason } },
          ...mutationFeedback("useModerationDiscussionMutation", outcome),
        }),
      [moderate],
    ),
    moveDiscussion: useCallback(
      (discussionId: string, categoryId: string, reason: string, outcome: Outcome) =>
        move({
          variables: { input: { discussionId, categoryId, reason } },
          ...mutationFeedback("useModerationMoveMutation", outcome),
        }),
      [move],
    ),
    moderateReply: useCallback(
      (replyId: string, action: ReplyModeration, reason: string, outcome: Outcome) =>
        moderateReply({
          variables: { input: { replyId, action, reason } },
          ...mutationFeedback("useModerationReplyMutation", outcome),
        }),
      [moderateReply],
    ),
    isInFlight: moderating || moving || moderatingReply,
  };
}
