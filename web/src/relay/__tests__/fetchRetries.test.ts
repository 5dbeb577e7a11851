import { Observable, type GraphQLResponse, type RequestParameters } from "relay-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchFn } from "../createFetchFn";
import { HttpError, RequestTimeoutError } from "../errors";
import { REQUEST_TIMEOUT_MS } from "../networkConstants";
import { retryDelayMs, shouldRetry } from "../retryPolicy";

type Kind = RequestParameters["operationKind"];

function start(kind: Kind, answer: (call: number) => Response | "hang") {
  const calls: { at: number; signal: AbortSignal }[] = [];
  const fetchImpl = ((_url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    calls.push({ at: Date.now(), signal });
    const result = answer(calls.length);
    if (result !== "hang") return Promise.resolve(result);
    return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
  }) as unknown as typeof fetch;
  const request: RequestParameters = {
    cacheID: "Op",
    id: null,
    text: "query Op { x }",
    name: "Op",
    operationKind: kind,
    metadata: {},
  };
  const outcome: { data?: GraphQLResponse; error?: Error } = {};
  const subscription = (createFetchFn({ fetchImpl })(request, {}, {}) as Observable<GraphQLResponse>).subscribe({
    next: (data) => (outcome.data = data),
    error: (error: Error) => (outcome.error = error),
  });
  return { calls, outcome, subscription };
}

const failing = () => new Response("down", { status: 503 });
const ok = () => new Response(JSON.stringify({ data: { x: 1 } }));

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe("retry policy", () => {
  it("waits 1 s, 2 s, 4 s, then caps at 5 s", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it("never retries an HTTP 401, whatever its body; decides by status, not by the message", () => {
    expect(shouldRetry("query", 1, new HttpError(401, "Unauthorized", "Op"))).toBe(false);
    expect(shouldRetry("mutation", 1, new HttpError(401, '{"message":"Session expired"}', "Op"))).toBe(false);
    expect(shouldRetry("query", 1, new HttpError(500, "401 rows lost", "Op"))).toBe(true);
    expect(shouldRetry("query", 1, new HttpError(500, "boom", "Op"))).toBe(true);
  });
});

describe("retries", () => {
  it("retries a failed query twice, after 1 s and then 2 s", async () => {
    const { calls, outcome } = start("query", failing);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000]);
    expect(outcome.error?.message).toBe("503: down");
  });

  it("retries a failed mutation once, after 1 s", async () => {
    const { calls, outcome } = start("mutation", failing);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(calls.map((call) => call.at)).toEqual([0, 1000]);
    expect(outcome.error?.message).toBe("503: down");
  });

  it.each<Kind>(["query", "mutation"])("does not retry a %s on 401", async (kind) => {
    const { calls, outcome } = start(kind, () => new Response("Unauthorized", { status: 401 }));
    await vi.advanceTimersByTimeAsync(60_000);

    expect(calls).toHaveLength(1);
    expect(outcome.error?.message).toBe("401: Unauthorized");
  });

  it("does not retry a mutation the server refused for too many attempts (429): its wait is minutes", async () => {
    const { calls, outcome } = start(
      "mutation",
      () =>
        new Response('{"errors":[{"message":"Too many sign-in attempts. Try again in 15 minutes."}]}', { status: 429 }),
    );
    await vi.advanceTimersByTimeAsync(60_000);

    expect(calls).toHaveLength(1);
    expect(outcome.error?.message).toMatch(/^429: /);
  });

  it("delivers the data when a retry succeeds", async () => {
    const { calls, outcome } = start("query", (call) => (call === 1 ? failing() : ok()));
    await vi.advanceTimersByTimeAsync(1000);

    expect(calls).toHaveLength(2);
    expect(outcome).toEqual({ data: { data: { x: 1 } } });
  });
});

describe("timeout and cancellation", () => {
  it("aborts each attempt after 15 s and fails with a timeout once retries run out", async () => {
    const { calls, outcome } = start("mutation", () => "hang");

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal.aborted).toBe(true);

    await vi.advanceTimersByTimeAsync(1000 + REQUEST_TIMEOUT_MS);
    expect(calls.map((call) => call.at)).toEqual([0, REQUEST_TIMEOUT_MS + 1000]);
    expect(outcome.error).toBeInstanceOf(RequestTimeoutError);
    expect(outcome.error?.message).toContain("`Op`");
  });

  it("aborts the request in flight and cancels pending retries on unsubscribe", async () => {
    const inFlight = start("query", () => "hang");
    inFlight.subscription.unsubscribe();
    expect(inFlight.calls[0]?.signal.aborted).toBe(true);

    const waiting = start("query", failing);
    await vi.advanceTimersByTimeAsync(0);
    waiting.subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(waiting.calls).toHaveLength(1);
    expect(waiting.outcome).toEqual({});
  });
});
