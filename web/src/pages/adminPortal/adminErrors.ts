import { GraphQLResponseError, HttpError, RequestTimeoutError, isUnauthorizedError } from "../../relay/errors";

type CodedError = { message: string; extensions?: { code?: unknown } };

const SESSION_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);

/** The admin's session is missing, ended, or not an admin's: the portal must show its login. */
export function isSessionRefusal(error: unknown): boolean {
  if (isUnauthorizedError(error)) return true;
  return (
    error instanceof GraphQLResponseError &&
    (error.errors as readonly CodedError[]).some((e) => SESSION_CODES.has(String(e.extensions?.code)))
  );
}

/** Failures of the network layer (as opposed to bugs in the page), which the login answers. */
export function isRequestFailure(error: unknown): boolean {
  return (
    error instanceof HttpError ||
    error instanceof GraphQLResponseError ||
    error instanceof RequestTimeoutError ||
    // fetch itself rejects with a TypeError when the network is down (worded per browser); a
    // TypeError from a bug in the page must still reach the error screen.
    (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
  );
}
