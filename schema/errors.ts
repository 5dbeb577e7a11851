import { GraphQLError } from "graphql";

/** Expected failures: clients see the message and extensions.code; REST maps the code to a status. */
export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "BAD_USER_INPUT" | "NOT_FOUND" | "CONFLICT";

// Signed-out callers get HTTP 401 so clients (and the web app's retry rules) can tell at once.
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401 };

export function failure(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  const status = HTTP_STATUS[code];
  return new GraphQLError(message, { extensions: { code, ...extra, ...(status ? { http: { status } } : {}) } });
}

export const invalidCredentials = () => failure("UNAUTHENTICATED", "Invalid credentials");
export const notFound = (what: string) => failure("NOT_FOUND", `${what} not found`);
