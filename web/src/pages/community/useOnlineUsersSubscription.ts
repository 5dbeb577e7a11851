import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useOnlineUsersSubscription as Subscription } from "../../__generated__/useOnlineUsersSubscription.graphql";
import { redirectIfUnauthorized } from "./unauthorized";

const subscription = graphql`
  subscription useOnlineUsersSubscription {
    onlineUsers {
      id
      ...OnlineUserItem_user
    }
  }
`;

/**
 * Keeps Online Now live over graphql-ws: each push replaces the query's `onlineUsers` list, so
 * people who sign in appear and people who leave disappear. Subscribing also counts the viewer
 * as online (the server's rule).
 */
export function useOnlineUsersSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const records = store.getPluralRootField("onlineUsers");
        if (records) store.getRoot().setLinkedRecords(records, "onlineUsers");
      },
      onError: (error) => void redirectIfUnauthorized(error),
    }),
    [],
  );
  useSubscription<Subscription>(config);
}
