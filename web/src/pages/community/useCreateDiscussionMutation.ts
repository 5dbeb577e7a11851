import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler, ROOT_ID, type RecordSourceSelectorProxy } from "relay-runtime";
import type { CreateDiscussionInput, useCreateDiscussionMutation as Mutation } from "../../__generated__/useCreateDiscussionMutation.graphql";
import { CREATE_FAILED, reportFailure } from "./reportFailure";

/**
 * The unsearched lists the new discussion belongs at the top of: every category and its own, by
 * latest activity and by newest. Others (popular, searches) refresh when shown again.
 */
export function connectionsFor(categorySlug: string): string[] {
  return ["LATEST_ACTIVITY", "NEWEST"].flatMap((orderBy) =>
    [null, categorySlug].map((category) => ConnectionHandler.getConnectionID(ROOT_ID, "DiscussionList_discussions", { category, orderBy })),
  );
}

/** The sidebar's counts come from the statistics: one more in total and in the category. */
function countNewDiscussion(store: RecordSourceSelectorProxy, categorySlug: string) {
  const stats = store.getRoot().getLinkedRecord("discussionStats");
  if (!stats) return;
  stats.setValue(Number(stats.getValue("total") ?? 0) + 1, "total");
  const entry = stats.getLinkedRecords("byCategory")?.find((record) => record?.getValue("slug") === categorySlug);
  entry?.setValue(Number(entry.getValue("count") ?? 0) + 1, "count");
}

export function useCreateDiscussionMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateDiscussionMutation($input: CreateDiscussionInput!, $connections: [ID!]!) {
      createDiscussion(input: $input) @prependNode(connections: $connections, edgeTypeName: "QueryDiscussionsConnectionEdge") {
        id
        ...DiscussionCard_discussion
      }
    }
  `);
  const create = useCallback(
    (input: CreateDiscussionInput, onSuccess: () => void) =>
      commit({
        variables: { input, connections: connectionsFor(input.categoryId) },
        updater: (store) => countNewDiscussion(store, input.categoryId),
        onCompleted: () => onSuccess(),
        onError: (error) => reportFailure(error, CREATE_FAILED),
      }),
    [commit],
  );
  return [create, isInFlight] as const;
}
