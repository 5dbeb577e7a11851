import { GraphQLError } from "graphql";

/** Expected failures: clients see the message and extensions.code; REST maps the code to a status. */
export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "HTTP_REQUIRED"
  // A document over a depth, cost, alias or token limit (gateway/security/graphqlLimits.ts); extensions.limit names it.
  | "QUERY_TOO_COMPLEX";

// Signed-out callers get HTTP 401 so clients (and the web app's retry rules) can tell at once;
// throttled callers get 429 with Retry-After (extensions.retryAfter, in seconds).
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, RATE_LIMITED: 429 };

export function failure(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  const status = HTTP_STATUS[code];
  const headers = typeof extra.retryAfter === "number" ? { "retry-after": String(extra.retryAfter) } : undefined;
  return new GraphQLError(message, { extensions: { code, ...extra, ...(status ? { http: { status, ...(headers ? { headers } : {}) } } : {}) } });
}

export const invalidCredentials = () => failure("UNAUTHENTICATED", "Invalid credentials");
export const notFound = (what: string) => failure("NOT_FOUND", `${what} not found`);

/** Whether a findUniqueOrThrow (or an update or delete of one row) found no row: Prisma's P2025. */
export function isRecordNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "P2025";
}

/**
 * Whether a write lost to a unique index (two requests creating the same thing at once). Prisma
 * reports P2002 through the pg adapter; the PGlite adapter passes PostgreSQL's 23505 through as
 * a DriverAdapterError.
 */
export function isUniqueViolation(error: unknown): boolean {
  if ((error as { code?: unknown } | null)?.code === "P2002") return true;
  const cause = error instanceof Error && error.name === "DriverAdapterError" ? (error.cause as { code?: unknown; kind?: unknown } | undefined) : undefined;
  return cause?.code === "23505" || cause?.kind === "UniqueConstraintViolation";
}
