// The spec's request rules (sections 7-9) in one place for the network layer and its tests.

export const GRAPHQL_PATH = "/graphql";
/** Every attempt is aborted after this long. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Failed reads are retried this many times (3 attempts in all). */
export const QUERY_MAX_RETRIES = 2;
/** Failed writes are retried once. */
export const MUTATION_MAX_RETRIES = 1;
/** First retry waits this long; each further retry doubles it ... */
export const RETRY_BASE_DELAY_MS = 1000;
/** ... up to this cap. */
export const RETRY_MAX_DELAY_MS = 5000;
