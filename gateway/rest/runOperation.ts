import type { FastifyReply, FastifyRequest } from "fastify";
import { type ErrorCode, HTTP_STATUS, type InputIssue } from "../../schema/errors.js";
import type { Yoga } from "../yoga.js";

type GraphQLErrorJson = { message: string; extensions?: { code?: string; retryAfter?: number; issues?: InputIssue[] } };
type ExecutionJson = { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] };

/** GraphQL argument names that differ from the REST body's (or path's), e.g. studentId -> userId. */
export type RestFieldNames = Readonly<Record<string, string>>;

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
 * status follows the error's code (schema/errors.ts HTTP_STATUS) and whose message names the
 * fields refused as the REST body does ("title: Title is required", not "input.title: …").
 */
export async function runOperation<T>(
  yoga: Yoga,
  req: FastifyRequest,
  reply: FastifyReply,
  query: string,
  variables: Record<string, unknown> = {},
  fieldNames: RestFieldNames = {},
): Promise<T> {
  const response = await yoga.fetch(
    "http://in-process/graphql",
    {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query, variables }),
    },
    { req, reply },
  );
  const body = (await response.json()) as ExecutionJson;
  const error = body.errors?.[0];
  if (error) {
    const code = error.extensions?.code;
    if (!code && response.status === 400) {
      // Variable coercion refused what the endpoint's body declaration let through: never shown to
      // REST clients (it speaks of $variables), and a gap in routes.ts to close.
      req.log.warn({ url: req.url, error: error.message }, "REST body passed routes.ts but not GraphQL's coercion");
      throw new RestError(400, "Invalid request body");
    }
    const status = (code && HTTP_STATUS[code as ErrorCode]) || 500;
    const message =
      status === 401 ? "Unauthorized" : status === 500 ? "Internal Server Error" : restMessage(error, fieldNames);
    throw new RestError(status, message, error.extensions?.retryAfter);
  }
  return body.data as T;
}

/** The error's message, each refused field named as the REST client sent it. */
function restMessage(error: GraphQLErrorJson, fieldNames: RestFieldNames): string {
  const issues = error.extensions?.issues;
  if (!issues?.length) return error.message;
  return issues
    .map(({ field, message }) => {
      if (!field) return message;
      const [first = "", ...rest] = field.replace(/^input\./, "").split(".");
      const name = Object.hasOwn(fieldNames, first) ? fieldNames[first] : first;
      return `${[name, ...rest].join(".")}: ${message}`;
    })
    .join("; ");
}
