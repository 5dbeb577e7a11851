import { createClient, type Client } from "graphql-ws/client";
import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { createFetchFn } from "./createFetchFn";
import { createSubscribeFn, graphqlWsUrl } from "./createSubscribeFn";
import { GRAPHQL_PATH } from "./networkConstants";

let wsClient: Client | undefined;

function getWsClient(): Client {
  wsClient ??= createClient({ url: graphqlWsUrl(window.location, GRAPHQL_PATH), lazy: true });
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
