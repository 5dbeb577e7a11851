import {
  Observable,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from "relay-runtime";
import { GraphQLResponseError, HttpError, RequestTimeoutError } from "./errors";
import { GRAPHQL_PATH, REQUEST_TIMEOUT_MS } from "./networkConstants";
import { operationPayload } from "./operationPayload";
import { retryDelayMs, shouldRetry } from "./retryPolicy";

export interface FetchFnOptions {
  url?: string;
  timeoutMs?: number;
  /** Injected by tests; defaults to the global fetch, looked up per call. */
  fetchImpl?: typeof fetch;
}

async function postOperation(
  fetchImpl: typeof fetch,
  url: string,
  request: RequestParameters,
  variables: Variables,
  signal: AbortSignal,
): Promise<GraphQLResponse> {
  const response = await fetchImpl(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(operationPayload(request, variables)),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text || response.statusText, request.name);
  const json = JSON.parse(text) as GraphQLResponse;
  if (!Array.isArray(json) && "errors" in json && json.errors?.length && json.data == null) {
    throw new GraphQLResponseError(request.name, json.errors);
  }
  return json;
}

/**
 * Relay's fetch function: each attempt has its own timeout, failures are retried per
 * retryPolicy, and unsubscribing (Relay disposing the request) aborts whatever is in flight.
 */
export function createFetchFn({
  url = GRAPHQL_PATH,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetchImpl = (input, init) => globalThis.fetch(input, init),
}: FetchFnOptions = {}): FetchFunction {
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let controller: AbortController | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let closed = false;

      const attempt = (failureCount: number) => {
        const current = new AbortController();
        controller = current;
        const timeout = new RequestTimeoutError(request.name, timeoutMs);
        timer = setTimeout(() => current.abort(timeout), timeoutMs);

        postOperation(fetchImpl, url, request, variables, current.signal).then(
          (response) => {
            if (closed) return;
            clearTimeout(timer);
            sink.next(response);
            sink.complete();
          },
          (reason: unknown) => {
            if (closed) return;
            clearTimeout(timer);
            // Browsers differ in what an aborted fetch rejects with; report the timeout itself.
            const error = current.signal.aborted ? timeout : toError(reason);
            const failures = failureCount + 1;
            if (shouldRetry(request.operationKind, failures, error)) {
              timer = setTimeout(() => attempt(failures), retryDelayMs(failures));
            } else {
              sink.error(error);
            }
          },
        );
      };

      attempt(0);
      return () => {
        closed = true;
        clearTimeout(timer);
        controller?.abort();
      };
    });
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
