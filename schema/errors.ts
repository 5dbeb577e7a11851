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

/** The one HTTP status of each code: REST answers with it (gateway/rest/runOperation.ts). */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  HTTP_REQUIRED: 400,
  QUERY_TOO_COMPLEX: 400,
};

// On /graphql, only these codes set the answer's HTTP status (extensions.http); the others answer
// 200 with errors, as GraphQL clients expect. Signed-out callers get 401 so clients (and the web
// app's retry rules) can tell at once; throttled callers get 429 with Retry-After
// (extensions.retryAfter, in seconds).
const GRAPHQL_HTTP_STATUS: ReadonlySet<ErrorCode> = new Set(["UNAUTHENTICATED", "RATE_LIMITED"]);

export function failure(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  const status = GRAPHQL_HTTP_STATUS.has(code) ? HTTP_STATUS[code] : undefined;
  const headers = typeof extra.retryAfter === "number" ? { "retry-after": String(extra.retryAfter) } : undefined;
  return new GraphQLError(message, {
    extensions: { code, ...extra, ...(status ? { http: { status, ...(headers ? { headers } : {}) } } : {}) },
  });
}

/** One refused input field: `field` is its path in the operation's arguments ("input.title"), "" for the whole. */
export type InputIssue = { field: string; message: string };

/**
 * Input the rules refuse: the message lists every issue as "input.title: Title is required; …",
 * and extensions.issues carries them one by one, so REST can name each field in its own terms.
 */
export function invalidInput(issues: readonly InputIssue[], extra: Record<string, unknown> = {}): GraphQLError {
  const message = issues.map(({ field, message }) => (field ? `${field}: ${message}` : message)).join("; ");
  return failure("BAD_USER_INPUT", message, { ...extra, issues });
}

export const invalidCredentials = () => failure("UNAUTHENTICATED", "Invalid credentials");
export const notFound = (what: string) => failure("NOT_FOUND", `${what} not found`);

/** Whether a findUniqueOrThrow (or an update or delete of one row) found no row: Prisma's P2025. */
export function isRecordNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "P2025";
}

/**
 * Whether a write broke a constraint: Prisma's own code through the pg adapter, PostgreSQL's code
 * (or the adapter's kind) in the cause of a DriverAdapterError through the PGlite adapter, or in
 * that of a raw query's failure (Prisma's P2010 carries the adapter's error).
 */
function brokeConstraint(error: unknown, codes: { prisma: string; postgres: string; kind: string }): boolean {
  const known = error as { code?: unknown; meta?: { driverAdapterError?: unknown } } | null;
  if (known?.code === codes.prisma) return true;
  const adapterError = known?.code === "P2010" ? known.meta?.driverAdapterError : error;
  const cause =
    adapterError instanceof Error && adapterError.name === "DriverAdapterError"
      ? (adapterError.cause as { code?: unknown; kind?: unknown; originalCode?: unknown } | undefined)
      : undefined;
  return cause?.code === codes.postgres || cause?.originalCode === codes.postgres || cause?.kind === codes.kind;
}

/** Whether a write lost to a unique index (two requests creating the same thing at once). */
export function isUniqueViolation(error: unknown): boolean {
  return brokeConstraint(error, { prisma: "P2002", postgres: "23505", kind: "UniqueConstraintViolation" });
}

/** Whether a write named, through a foreign key, a row that does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return brokeConstraint(error, { prisma: "P2003", postgres: "23503", kind: "ForeignKeyConstraintViolation" });
}
