import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useRelayEnvironment } from "react-relay";
import {
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  type Disposable,
  type GraphQLTaggedNode,
  type OperationType,
} from "relay-runtime";
import { listenForReconnect } from "./reconnect";

interface RefetchInPlace {
  /** A fetch for the current variables is under way; what was shown stays shown. */
  pending: boolean;
  /** The last fetch failed; the previous data stays shown and `retry` tries again. */
  failure: Error | null;
  retry: () => void;
}

/**
 * Refetches a list for new variables (a filter, a search) without suspending: the data is
 * fetched first and only then shown (through `show`, typically a store-only `refetch`), so a
 * failure never replaces the screen with an error page. It says what failed, keeps what the
 * user typed and chose, tries again on `retry` and by itself when the network comes back.
 * `variables` null means the screen still shows its own first data: nothing to fetch.
 */
export function useRefetchInPlace<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: TQuery["variables"] | null,
  show: (variables: TQuery["variables"]) => void,
): RefetchInPlace {
  const environment = useRelayEnvironment();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const key = variables === null ? null : JSON.stringify(variables);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const showFetched = useEffectEvent(show);

  useEffect(() => {
    if (key === null) return;
    const vars = JSON.parse(key) as TQuery["variables"];
    // Held until the next fetch: the fetched records must outlive the render that shows them.
    let retained: Disposable | undefined;
    setPending(true);
    const subscription = fetchQuery<TQuery>(environment, query, vars, { fetchPolicy: "network-only" }).subscribe({
      complete: () => {
        retained = environment.retain(createOperationDescriptor(getRequest(query), vars));
        setPending(false);
        setFailure(null);
        showFetched(vars);
      },
      error: (error: unknown) => {
        setPending(false);
        setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    });
    return () => {
      subscription.unsubscribe();
      retained?.dispose();
    };
  }, [environment, query, key, attempt]);

  // Spec 9: refetched when the network reconnects, whether the last fetch failed or not.
  useEffect(() => (key === null ? undefined : listenForReconnect(window, retry)), [key, retry]);

  return { pending, failure, retry };
}
