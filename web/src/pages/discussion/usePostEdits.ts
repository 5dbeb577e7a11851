import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { usePostEditsDeleteDiscussionMutation as DeleteDiscussion } from "../../__generated__/usePostEditsDeleteDiscussionMutation.graphql";
import type { usePostEditsDeleteReplyMutation as DeleteReply } from "../../__generated__/usePostEditsDeleteReplyMutation.graphql";
import type { usePostEditsEditDiscussionMutation as EditDiscussion } from "../../__generated__/usePostEditsEditDiscussionMutation.graphql";
import type { usePostEditsEditReplyMutation as EditReply } from "../../__generated__/usePostEditsEditReplyMutation.graphql";
import { ConnectionHandler } from "relay-runtime";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { connectionsFor } from "../community/useCreateDiscussionMutation";

type Outcome = { succeeded: () => void; failed: (error: Error) => void };

/** An author's changes to their own reply: the payloads carry what the thread shows, no updater code. */
export function useReplyEdits() {
  const [edit, editing] = useMutation<EditReply>(graphql`
    mutation usePostEditsEditReplyMutation($input: EditReplyInput!) {
      editReply(input: $input) {
        reply {
          id
          content
          editedAt
        }
      }
    }
  `);
  const [remove, removing] = useMutation<DeleteReply>(graphql`
    mutation usePostEditsDeleteReplyMutation($input: DeleteReplyInput!, $connections: [ID!]!) {
      deleteReply(input: $input) {
        deletedReplyId @deleteEdge(connections: $connections)
        discussion {
          id
          commentsCount
        }
      }
    }
  `);
  return {
    editReply: useCallback(
      (replyId: string, content: string, outcome: Outcome) =>
        edit({
          variables: { input: { replyId, content } },
          ...mutationFeedback("usePostEditsEditReplyMutation", outcome),
        }),
      [edit],
    ),
    deleteReply: useCallback(
      (replyId: string, discussionId: string, outcome: Outcome) =>
        remove({
          variables: {
            input: { replyId },
            connections: [ConnectionHandler.getConnectionID(discussionId, "ReplyList_replies")],
          },
          ...mutationFeedback("usePostEditsDeleteReplyMutation", outcome),
        }),
      [remove],
    ),
    isInFlight: editing || removing,
  };
}

/** An author's changes to their own discussion. */
export function useDiscussionEdits() {
  const [edit, editing] = useMutation<EditDiscussion>(graphql`
    mutation usePostEditsEditDiscussionMutation($input: EditDiscussionInput!) {
      editDiscussion(input: $input) {
        discussion {
          id
          title
          content
          editedAt
          lastActivityAt
        }
      }
    }
  `);
  const [remove, removing] = useMutation<DeleteDiscussion>(graphql`
    mutation usePostEditsDeleteDiscussionMutation($input: DeleteDiscussionInput!, $connections: [ID!]!) {
      deleteDiscussion(input: $input) {
        deletedDiscussionId @deleteEdge(connections: $connections)
        discussion {
          id
          title
          content
          isDeleted
          viewerIsAuthor
        }
      }
    }
  `);
  return {
    editDiscussion: useCallback(
      (discussionId: string, changes: { title: string; content: string }, outcome: Outcome) =>
        edit({
          variables: { input: { discussionId, ...changes } },
          ...mutationFeedback("usePostEditsEditDiscussionMutation", outcome),
        }),
      [edit],
    ),
    deleteDiscussion: useCallback(
      (
        discussion: { id: string; categoryId: string },
        outcome: { succeeded: (removed: boolean) => void; failed: (error: Error) => void },
      ) =>
        remove({
          // Out of the board's lists it was in (searches refresh when shown again).
          variables: {
            input: { discussionId: discussion.id },
            connections: connectionsFor(discussion.categoryId, ["LATEST_ACTIVITY", "NEWEST", "POPULAR"]),
          },
          ...mutationFeedback("usePostEditsDeleteDiscussionMutation", {
            succeeded: (response) => outcome.succeeded(response.deleteDiscussion.deletedDiscussionId !== null),
            failed: outcome.failed,
          }),
        }),
      [remove],
    ),
    isInFlight: editing || removing,
  };
}
