import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler, ROOT_ID } from "relay-runtime";
import type {
  CreateDiscussionInput,
  useCreateDiscussionMutation as Mutation,
} from "../../__generated__/useCreateDiscussionMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { CREATE_FAILED, reportFailure } from "./reportFailure";

/**
 * The unsearched lists the new discussion belongs at the top of: every category and its own, by
 * latest activity and by newest. Others (popular, searches) refresh when shown again.
 */
export function connectionsFor(categoryId: string, orders = ["LATEST_ACTIVITY", "NEWEST"]): string[] {
  return orders.flatMap((orderBy) =>
    [null, categoryId].map((id) =>
      ConnectionHandler.getConnectionID(ROOT_ID, "DiscussionList_discussions", { categoryId: id, orderBy }),
    ),
  );
}

/**
 * Posts a discussion. The payload carries the new edge (prepended to the lists above) and the
 * category and board counts it changed, which the sidebar reads: no updater code.
 */
export function useCreateDiscussionMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateDiscussionMutation($input: CreateDiscussionInput!, $connections: [ID!]!) {
      createDiscussion(input: $input) {
        discussionEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...DiscussionCard_discussion
          }
        }
        category {
          id
          discussionCount
        }
        discussionStats {
          id
          ...CourseLabs_stats
        }
      }
    }
  `);
  const create = useCallback(
    (input: CreateDiscussionInput, onSuccess: () => void) =>
      commit({
        variables: { input, connections: connectionsFor(input.categoryId) },
        ...mutationFeedback("useCreateDiscussionMutation", {
          succeeded: onSuccess,
          failed: (error) => reportFailure(error, CREATE_FAILED),
        }),
      }),
    [commit],
  );
  return [create, isInFlight] as const;
}
