import { Observable, type GraphQLResponse, type RequestParameters } from "relay-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchFn } from "../createFetchFn";
import { GraphQLResponseError, HttpError, isUnauthorizedError } from "../errors";

type Kind = RequestParameters["operationKind"];

function operation(operationKind: Kind, name = "TestOperation"): RequestParameters {
  return { cacheID: name, id: null, text: `${operationKind} ${name} { x }`, name, operationKind, metadata: {} };
}

/** A fetch that answers from a script and records what it was asked. */
function fakeFetch(answer: () => Response) {
  const calls: { init: RequestInit; url: string }[] = [];
  const fetchImpl = (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ init, url: String(url) });
    return Promise.resolve(answer());
  };
  return { fetchImpl: fetchImpl as typeof fetch, calls };
}

function run(fetchImpl: typeof fetch, kind: Kind) {
  const outcome: { data?: GraphQLResponse; error?: Error; completed: boolean } = { completed: false };
  const observable = createFetchFn({ fetchImpl })(operation(kind), { id: 1 }, {});
  (observable as Observable<GraphQLResponse>).subscribe({
    next: (data) => (outcome.data = data),
    error: (error: Error) => (outcome.error = error),
    complete: () => (outcome.completed = true),
  });
  return outcome;
}

const ok = () => new Response(JSON.stringify({ data: { x: 1 } }), { status: 200 });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("request", () => {
  it("POSTs the persisted operation's id, not its text, as JSON to /graphql with cookies", async () => {
    const { fetchImpl, calls } = fakeFetch(ok);
    const persisted: RequestParameters = {
      id: "ab12",
      text: null,
      name: "TestQuery",
      operationKind: "query",
      metadata: {},
    };
    const outcome: { data?: GraphQLResponse; completed?: boolean } = {};
    (createFetchFn({ fetchImpl })(persisted, { id: 1 }, {}) as Observable<GraphQLResponse>).subscribe({
      next: (data) => (outcome.data = data),
      complete: () => (outcome.completed = true),
    });
    await vi.advanceTimersByTimeAsync(0);

    expect(calls[0]?.url).toBe("/graphql");
    expect(calls[0]?.init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      operationName: "TestQuery",
      variables: { id: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: "ab12" } },
    });
    expect(outcome).toEqual({ data: { data: { x: 1 } }, completed: true });
  });

  it("sends the text of an operation that was not persisted", async () => {
    const { fetchImpl, calls } = fakeFetch(ok);
    run(fetchImpl, "query");
    await vi.advanceTimersByTimeAsync(0);

    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      operationName: "TestOperation",
      query: "query TestOperation { x }",
      variables: { id: 1 },
    });
  });
});

describe("error messages", () => {
  it("uses `<status>: <body>` for a non-OK answer and keeps the operation name", async () => {
    const { fetchImpl } = fakeFetch(() => new Response("Unauthorized", { status: 401 }));
    const outcome = run(fetchImpl, "query");
    await vi.advanceTimersByTimeAsync(0);

    expect(outcome.error).toBeInstanceOf(HttpError);
    expect(outcome.error?.message).toBe("401: Unauthorized");
    expect((outcome.error as HttpError).operationName).toBe("TestOperation");
    expect(isUnauthorizedError(outcome.error)).toBe(true);
  });

  it("falls back to the status text when the body is empty", async () => {
    const { fetchImpl } = fakeFetch(() => new Response("", { status: 403, statusText: "Forbidden" }));
    const outcome = run(fetchImpl, "mutation");
    await vi.advanceTimersByTimeAsync(10_000);

    expect(outcome.error?.message).toBe("403: Forbidden");
  });

  it("names the operation when a 200 answer carries only GraphQL errors, and does not retry", async () => {
    const { fetchImpl, calls } = fakeFetch(
      () => new Response(JSON.stringify({ data: null, errors: [{ message: "Not allowed" }] })),
    );
    const outcome = run(fetchImpl, "query");
    await vi.advanceTimersByTimeAsync(60_000);

    expect(outcome.error).toBeInstanceOf(GraphQLResponseError);
    expect(outcome.error?.message).toContain("`TestOperation`");
    expect(outcome.error?.message).toContain("Not allowed");
    expect(calls).toHaveLength(1);
  });
});
