import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from "relay-runtime";
import type { useBoardActivitySubscription as Subscription } from "../../__generated__/useBoardActivitySubscription.graphql";
import { redirectIfUnauthorized } from "./unauthorized";

const subscription = graphql`
  subscription useBoardActivitySubscription {
    boardActivity {
      id
      commentsCount
      lastActivityAt
      isPinned
      category {
        id
      }
    }
  }
`;

/**
 * Under "Latest Activity", a discussion that just got a reply moves to the top of the lists it is
 * in (all discussions and its category), below the pinned ones. A list that has not loaded it yet
 * is left alone: it shows the discussion in its place when it loads.
 */
export function moveToLatest(store: RecordSourceSelectorProxy): void {
  const discussion = store.getRootField("boardActivity");
  if (!discussion) return;
  const id = discussion.getDataID();
  const isPinned = discussion.getValue("isPinned") === true;
  const categoryId = discussion.getLinkedRecord("category")?.getDataID() ?? null;
  for (const category of [null, categoryId]) {
    const list = ConnectionHandler.getConnection(store.getRoot(), "DiscussionList_discussions", {
      categoryId: category,
      orderBy: "LATEST_ACTIVITY",
    });
    const edges = list?.getLinkedRecords("edges");
    if (!list || !edges) continue;
    const index = edges.findIndex((edge) => edge?.getLinkedRecord("node")?.getDataID() === id);
    if (index === -1) continue;
    const others = edges.filter((_, at) => at !== index);
    const firstUnpinned = others.findIndex((edge) => edge?.getLinkedRecord("node")?.getValue("isPinned") !== true);
    const to = isPinned ? 0 : firstUnpinned === -1 ? others.length : firstUnpinned;
    list.setLinkedRecords([...others.slice(0, to), edges[index]!, ...others.slice(to)], "edges");
  }
}

/**
 * Moves the board's cards live: when anyone replies to a discussion, its card's reply count and
 * last activity change (Relay updates the card's record by its id) and, under "Latest Activity",
 * the card moves up to where the new activity puts it.
 */
export function useBoardActivitySubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: moveToLatest,
      onError: (error) => void redirectIfUnauthorized(error),
    }),
    [],
  );
  useSubscription<Subscription>(config);
}
