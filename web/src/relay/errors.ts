import type { PayloadError } from "relay-runtime";

/** A non-OK HTTP answer. The message keeps the spec's `<status>: <body or status text>` form. */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly status: number,
    body: string,
    /** The Relay operation that failed, for logs and error screens. */
    readonly operationName: string,
  ) {
    super(`${status}: ${body}`);
  }
}

/** A 200 answer whose `errors` left no data: deterministic, so never retried. */
export class GraphQLResponseError extends Error {
  override readonly name = "GraphQLResponseError";

  constructor(
    readonly operationName: string,
    readonly errors: readonly PayloadError[],
  ) {
    super(
      `Relay request for \`${operationName}\` failed with the following errors:\n` +
        errors.map((error) => `- ${error.message}`).join("\n"),
    );
  }
}

export class RequestTimeoutError extends Error {
  override readonly name = "RequestTimeoutError";

  constructor(
    readonly operationName: string,
    readonly timeoutMs: number,
  ) {
    super(`Relay request for \`${operationName}\` timed out after ${timeoutMs} ms`);
  }
}

/** Spec, section 8: an error is unauthorized when its message starts '401: ' and says so. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return message.startsWith("401: ") && message.includes("Unauthorized");
}
