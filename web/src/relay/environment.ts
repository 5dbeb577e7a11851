import type { Client } from "graphql-ws/client";
import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { createFetchFn } from "./createFetchFn";
import { createSubscribeFn, graphqlWsUrl } from "./createSubscribeFn";
import { GRAPHQL_PATH } from "./networkConstants";

let wsClient: Promise<Client> | undefined;

// graphql-ws is fetched with the first subscription, after the page has rendered, rather than with
// every page's first load. A failed fetch (a release replaced the chunk) is retried next time.
function getWsClient(): Promise<Client> {
  wsClient ??= import("graphql-ws/client").then(
    ({ createClient }) => createClient({ url: graphqlWsUrl(window.location, GRAPHQL_PATH), lazy: true }),
    (error: unknown) => {
      wsClient = undefined;
      throw error;
    },
  );
  return wsClient;
}

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(createFetchFn(), createSubscribeFn(getWsClient)),
    store: new Store(new RecordSource()),
  });
}

/** The app's one Relay environment: route loaders preload into it, components read from it. */
export const environment = createRelayEnvironment();
