import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useNotificationsSubscription as Subscription } from "../../__generated__/useNotificationsSubscription.graphql";

const subscription = graphql`
  subscription useNotificationsSubscription {
    notificationsChanged {
      id
      unreadNotificationsCount
    }
  }
`;

/**
 * Keeps the bell live over graphql-ws: each change to the member's notifications (new, read,
 * withdrawn, from any replica) pushes their Viewer record, whose count Relay updates in place.
 */
export function useNotificationsSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(() => ({ subscription, variables: {} }), []);
  useSubscription<Subscription>(config);
}
