import type { Client } from "graphql-ws/client";
import { Observable, type GraphQLResponse, type SubscribeFunction } from "relay-runtime";
import { operationPayload } from "./operationPayload";

/** The gateway serves graphql-ws on the same path as HTTP, with the page's own host and TLS. */
export function graphqlWsUrl(location: Pick<Location, "protocol" | "host">, path: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${path}`;
}

/**
 * `getClient` is called on the first subscription, so pages without one never open a socket. It
 * may hand the client over later (environment.ts loads graphql-ws only then, off the first load);
 * unsubscribing before it arrives subscribes to nothing.
 */
export function createSubscribeFn(getClient: () => Client | Promise<Client>): SubscribeFunction {
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribed = false;
      let dispose: (() => void) | undefined;
      const start = (client: Client) => {
        if (unsubscribed) return;
        // graphql-ws requires a `query` string; it stays empty when the id names the document.
        // (Should the artifact carry neither, operationPayload throws and Relay errors the sink.)
        dispose = client.subscribe(
          { query: "", ...operationPayload(request, variables) },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(toSubscriptionError(request.name, error)),
            complete: () => sink.complete(),
          },
        );
      };
      const client = getClient();
      if (client instanceof Promise)
        client.then(start, (error: unknown) => {
          if (!unsubscribed) sink.error(toSubscriptionError(request.name, error));
        });
      else start(client);
      return () => {
        unsubscribed = true;
        dispose?.();
      };
    });
}

// graphql-ws reports an Error, a list of GraphQL errors, or the socket's CloseEvent.
function toSubscriptionError(operationName: string, error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) {
    const messages = error.map((item: { message?: string }) => item.message ?? String(item));
    return new Error(`Subscription \`${operationName}\` failed: ${messages.join("; ")}`);
  }
  if (typeof error === "object" && error !== null && "code" in error) {
    const { code, reason } = error as { code: number; reason?: string };
    return new Error(`Subscription \`${operationName}\` closed: ${code} ${reason ?? ""}`.trim());
  }
  return new Error(`Subscription \`${operationName}\` failed: ${String(error)}`);
}
