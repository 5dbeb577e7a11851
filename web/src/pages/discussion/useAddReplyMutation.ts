import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type { useAddReplyMutation as Mutation } from "../../__generated__/useAddReplyMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";

/**
 * Posts a reply. The payload's edge lands at the end of the thread and its discussion carries the
 * new reply count and last activity, which the page header and the board's card read: no updater code.
 */
export function useAddReplyMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAddReplyMutation($input: AddReplyInput!, $connections: [ID!]!) {
      addReply(input: $input) {
        replyEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...ReplyItem_reply
          }
        }
        discussion {
          id
          commentsCount
          lastActivityAt
        }
      }
    }
  `);
  const reply = useCallback(
    (discussionId: string, content: string, outcome: { succeeded: () => void; failed: (error: Error) => void }) =>
      commit({
        variables: {
          input: { discussionId, content },
          connections: [ConnectionHandler.getConnectionID(discussionId, "ReplyList_replies")],
        },
        ...mutationFeedback("useAddReplyMutation", outcome),
      }),
    [commit],
  );
  return [reply, isInFlight] as const;
}
