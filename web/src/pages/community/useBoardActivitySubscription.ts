import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useBoardActivitySubscription as Subscription } from "../../__generated__/useBoardActivitySubscription.graphql";
import { redirectIfUnauthorized } from "./unauthorized";

const subscription = graphql`
  subscription useBoardActivitySubscription {
    boardActivity {
      id
      commentsCount
      lastActivityAt
    }
  }
`;

/**
 * Moves the board's cards live: when anyone replies to a discussion, its card's reply count and
 * last activity change (Relay updates the card's record by its id).
 */
export function useBoardActivitySubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({ subscription, variables: {}, onError: (error) => void redirectIfUnauthorized(error) }),
    [],
  );
  useSubscription<Subscription>(config);
}
