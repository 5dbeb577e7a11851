import type { FastifyReply, FastifyRequest } from "fastify";
import type { Yoga } from "../yoga.js";

type GraphQLErrorJson = { message: string; extensions?: { code?: string; retryAfter?: number } };
type ExecutionJson = { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] };

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
};

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds, for a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/**
 * Runs a GraphQL operation in-process with the caller's own request and reply, so the session
 * cookie is read and written exactly as for /graphql. Returns `data` or throws a RestError whose
 * status follows the error's code (unauthenticated 401, wrong role 403, invalid input 400, …).
 */
export async function runOperation<T>(
  yoga: Yoga,
  req: FastifyRequest,
  reply: FastifyReply,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await yoga.fetch(
    "http://in-process/graphql",
    { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ query, variables }) },
    { req, reply },
  );
  const body = (await response.json()) as ExecutionJson;
  const error = body.errors?.[0];
  if (error) {
    const code = error.extensions?.code;
    // Errors without a code before execution are variable coercion failures: the payload's fault.
    const status = code ? (STATUS_BY_CODE[code] ?? 500) : response.status === 400 ? 400 : 500;
    const message = status === 401 ? "Unauthorized" : status === 500 ? "Internal Server Error" : error.message;
    throw new RestError(status, message, error.extensions?.retryAfter);
  }
  return body.data as T;
}
