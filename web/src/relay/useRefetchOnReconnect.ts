import { useEffect } from "react";
import type { PreloadedQuery } from "react-relay";
import { fetchQuery, type GraphQLTaggedNode, type OperationType, type Subscription } from "relay-runtime";
import { listenForReconnect } from "./reconnect";

/**
 * Spec 9: data never goes stale on its own, but is refetched when the network reconnects.
 * Refetching the page's own preloaded query into the store re-renders every component that
 * reads it; a failed refetch keeps the data already shown.
 */
export function useRefetchOnReconnect<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<TQuery>,
): void {
  const { environment, variables } = queryRef;

  useEffect(() => {
    let inFlight: Subscription | undefined;
    const stopListening = listenForReconnect(window, () => {
      inFlight?.unsubscribe();
      inFlight = fetchQuery<TQuery>(environment, query, variables, {
        fetchPolicy: "network-only",
      }).subscribe({ error: () => {} });
    });
    return () => {
      stopListening();
      inFlight?.unsubscribe();
    };
  }, [environment, query, variables]);
}
