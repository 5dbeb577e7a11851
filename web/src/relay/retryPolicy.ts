import type { RequestParameters } from "relay-runtime";
import { GraphQLResponseError, HttpError, isRateLimited } from "./errors";
import { MUTATION_MAX_RETRIES, QUERY_MAX_RETRIES, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from "./networkConstants";

type OperationKind = RequestParameters["operationKind"];

export function maxRetries(kind: OperationKind): number {
  if (kind === "query") return QUERY_MAX_RETRIES;
  if (kind === "mutation") return MUTATION_MAX_RETRIES;
  // Subscriptions run over graphql-ws, which reconnects on its own.
  return 0;
}

/** Wait before the retry that follows failure number `failureCount`: 1 s, 2 s, 4 s, then 5 s. */
export function retryDelayMs(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (failureCount - 1), RETRY_MAX_DELAY_MS);
}

/**
 * `failureCount` is how many attempts have failed so far (1 after the first failure).
 * A 401 never heals by retrying, and neither do GraphQL errors in a successful answer. A 429
 * (too many sign-in or sign-up attempts) names a wait far longer than the retry delays.
 * Decided by status, never by the message's wording.
 */
export function shouldRetry(kind: OperationKind, failureCount: number, error: unknown): boolean {
  if (error instanceof GraphQLResponseError || isRateLimited(error)) return false;
  if (error instanceof HttpError && error.status === 401) return false;
  return failureCount <= maxRetries(kind);
}
