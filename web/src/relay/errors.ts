import type { PayloadError } from "relay-runtime";

/** A GraphQL or JSON error body's first message; the text itself when it is not such a body. */
function bodyText(body: string): string {
  try {
    const json = JSON.parse(body) as { errors?: { message?: unknown }[]; message?: unknown };
    const message = json.errors?.[0]?.message ?? json.message;
    return typeof message === "string" ? message : body;
  } catch {
    return body;
  }
}

/**
 * A non-OK HTTP answer. The message keeps the spec's `<status>: <text>` form, where the text is
 * what the server said (a JSON error body's message), never the JSON itself.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly status: number,
    /** The answer's body as received (or its status text when empty). */
    readonly body: string,
    /** The Relay operation that failed, for logs and error screens. */
    readonly operationName: string,
  ) {
    super(`${status}: ${bodyText(body)}`);
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

/**
 * The caller is signed out (spec, section 8): an HTTP 401, or a GraphQL error coded UNAUTHENTICATED
 * (e.g. over the WebSocket, which has no status). Decided by status and code, never by wording.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 401;
  return error instanceof GraphQLResponseError && error.errors.some((e) => errorCode(e) === "UNAUTHENTICATED");
}

/** A GraphQL error's extensions.code (Relay's PayloadError type leaves extensions out). */
function errorCode(error: PayloadError): unknown {
  return (error as { extensions?: { code?: unknown } }).extensions?.code;
}

/**
 * The server's own explanation of a refusal (e.g. 'Student is already enrolled in this course',
 * or how long to wait after too many attempts), fit for a toast; undefined when there is none.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof GraphQLResponseError) return error.errors[0]?.message;
  if (error instanceof HttpError) {
    const text = bodyText(error.body);
    return text === error.body ? undefined : text;
  }
  return undefined;
}

/** The server refused because this client tried too often (sign-in or sign-up limits: HTTP 429). */
export function isRateLimited(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 429;
}
