import type { RequestParameters, Variables } from "relay-runtime";

/** The body of a GraphQL request: a persisted operation's id, or (without one) its text. */
export type OperationPayload = {
  operationName: string;
  variables: Variables;
  query?: string;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
};

/**
 * relay-compiler persists every operation (relay.config.js `persistConfig`), so the client sends
 * its id in the convention the gateway's persisted-operations plugin reads, never the text: the
 * gateway runs only documents it knows from the build. An artifact with text (no persisting)
 * still works, sent as a plain document.
 */
export function operationPayload(request: RequestParameters, variables: Variables): OperationPayload {
  if (request.id) {
    return {
      operationName: request.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: request.id } },
    };
  }
  if (request.text) return { operationName: request.name, variables, query: request.text };
  throw new Error(`Relay operation \`${request.name}\` has neither a persisted id nor a text.`);
}
