import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { useReplyAddedSubscription as Subscription } from "../../__generated__/useReplyAddedSubscription.graphql";
import { redirectIfUnauthorized } from "../community/unauthorized";

const subscription = graphql`
  subscription useReplyAddedSubscription($discussionId: ID!, $connections: [ID!]!) {
    replyAdded(discussionId: $discussionId) {
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
`;

/**
 * Keeps an open discussion live over graphql-ws: a reply someone posts lands at the end of the
 * thread (Relay skips one the page already holds, such as the reader's own) and the counts move.
 */
export function useReplyAddedSubscription(discussionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {
        discussionId,
        connections: [ConnectionHandler.getConnectionID(discussionId, "ReplyList_replies")],
      },
      onError: (error) => void redirectIfUnauthorized(error),
    }),
    [discussionId],
  );
  useSubscription<Subscription>(config);
}
