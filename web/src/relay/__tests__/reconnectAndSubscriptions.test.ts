import type { Client, SubscribePayload } from "graphql-ws/client";
import { Observable, type GraphQLResponse, type PayloadError, type RequestParameters } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { createSubscribeFn, graphqlWsUrl } from "../createSubscribeFn";
import { GraphQLResponseError, HttpError, isUnauthorizedError } from "../errors";
import { listenForReconnect } from "../reconnect";

describe("reconnect", () => {
  it("calls back on every 'online' event until stopped", () => {
    const target = new EventTarget();
    const onReconnect = vi.fn();
    const stop = listenForReconnect(target, onReconnect);

    target.dispatchEvent(new Event("online"));
    target.dispatchEvent(new Event("offline"));
    target.dispatchEvent(new Event("online"));
    stop();
    target.dispatchEvent(new Event("online"));

    expect(onReconnect).toHaveBeenCalledTimes(2);
  });
});

describe("graphql-ws url", () => {
  it("follows the page's host and TLS", () => {
    expect(graphqlWsUrl({ protocol: "https:", host: "academy.example" }, "/graphql")).toBe(
      "wss://academy.example/graphql",
    );
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" }, "/graphql")).toBe("ws://localhost:5173/graphql");
  });
});

describe("subscriptions", () => {
  /** A graphql-ws client that records what it is asked to subscribe to and answers once. */
  function fakeClient() {
    const payloads: SubscribePayload[] = [];
    const client = {
      subscribe: (payload: SubscribePayload, sink: { next: (value: unknown) => void; complete: () => void }) => {
        payloads.push(payload);
        sink.next({ data: { onlineUsers: [] } });
        sink.complete();
        return () => undefined;
      },
    } as unknown as Client;
    return { client, payloads };
  }

  const subscribe = (client: Client, request: RequestParameters) => {
    const seen: { data?: GraphQLResponse; error?: Error } = {};
    (createSubscribeFn(() => client)(request, {}, {}) as Observable<GraphQLResponse>).subscribe({
      next: (data) => (seen.data = data),
      error: (error: Error) => (seen.error = error),
    });
    return seen;
  };

  it("names the persisted document by id, with an empty query as graphql-ws requires", () => {
    const { client, payloads } = fakeClient();
    const seen = subscribe(client, {
      id: "cd34",
      text: null,
      name: "OnlineSub",
      operationKind: "subscription",
      metadata: {},
    });

    expect(payloads).toEqual([
      {
        query: "",
        operationName: "OnlineSub",
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: "cd34" } },
      },
    ]);
    expect(seen.data).toEqual({ data: { onlineUsers: [] } });
  });

  it("fails, naming the operation, when the artifact has neither id nor text", () => {
    const { client, payloads } = fakeClient();
    const seen = subscribe(client, {
      cacheID: "Broken",
      id: null,
      text: null,
      name: "Broken",
      operationKind: "subscription",
      metadata: {},
    });

    expect(payloads).toEqual([]);
    expect(seen.error?.message).toBe("Relay operation `Broken` has neither a persisted id nor a text.");
  });

  const request: RequestParameters = {
    id: "cd34",
    text: null,
    name: "OnlineSub",
    operationKind: "subscription",
    metadata: {},
  };

  it("subscribes once a client handed over later arrives, and not at all when unsubscribed first", async () => {
    const { client, payloads } = fakeClient();
    const subscribeFn = createSubscribeFn(() => Promise.resolve(client));
    const seen: GraphQLResponse[] = [];
    (subscribeFn(request, {}, {}) as Observable<GraphQLResponse>).subscribe({ next: (data) => seen.push(data) });
    (subscribeFn(request, {}, {}) as Observable<GraphQLResponse>).subscribe({}).unsubscribe();
    await Promise.resolve();
    await Promise.resolve();

    expect(payloads).toHaveLength(1);
    expect(seen).toEqual([{ data: { onlineUsers: [] } }]);
  });

  it("passes the error on when the client cannot be loaded", async () => {
    const errors: Error[] = [];
    const subscribeFn = createSubscribeFn(() =>
      Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    (subscribeFn(request, {}, {}) as Observable<GraphQLResponse>).subscribe({
      error: (error: Error) => errors.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(errors.map((error) => error.message)).toEqual(["Failed to fetch dynamically imported module"]);
  });
});

describe("isUnauthorizedError", () => {
  it("is an HTTP 401 or a GraphQL error coded UNAUTHENTICATED, whatever the wording", () => {
    expect(isUnauthorizedError(new HttpError(401, "Unauthorized", "Op"))).toBe(true);
    expect(isUnauthorizedError(new HttpError(401, '{"message":"Unauthorized"}', "Op"))).toBe(true);
    expect(isUnauthorizedError(new HttpError(401, "Session expired", "Op"))).toBe(true);
    const coded = [{ message: "Signed out", extensions: { code: "UNAUTHENTICATED" } }] as unknown as PayloadError[];
    expect(isUnauthorizedError(new GraphQLResponseError("Op", coded))).toBe(true);
  });

  it("is nothing else, even where the message says 401 Unauthorized", () => {
    expect(isUnauthorizedError(new HttpError(500, "Unauthorized", "Op"))).toBe(false);
    expect(isUnauthorizedError(new HttpError(403, "Forbidden", "Op"))).toBe(false);
    expect(isUnauthorizedError(new GraphQLResponseError("Op", [{ message: "Unauthorized" }]))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});
