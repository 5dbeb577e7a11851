import type { FastifyReply, FastifyRequest } from "fastify";
import { type DocumentNode, type ExecutionResult, GraphQLError } from "graphql";
import { getInstrumented, isAsyncIterable } from "graphql-yoga";
import { operationInstrumentation } from "../graphqlPost.js";
import { type ErrorCode, HTTP_STATUS, type InputIssue } from "../../schema/errors.js";
import type { ServerContext, Yoga } from "../yoga.js";

type ErrorExtensions = { code?: string; retryAfter?: number; issues?: InputIssue[]; http?: { status?: number } };

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
 * A REST document parsed and validated through yoga's envelope (the limits of graphqlLimits.ts and
 * every validation rule of /graphql), once: a document the schema refuses stops the gateway at start.
 */
export function prepareOperation(yoga: Yoga, query: string): DocumentNode {
  operationInstrumentation(yoga);
  const enveloped = yoga.getEnveloped({});
  const document = enveloped.parse(query);
  const errors = enveloped.validate(enveloped.schema, document);
  if (errors.length > 0) {
    throw new Error(
      `REST operation refused by the schema: ${errors.map((e: GraphQLError) => e.message).join("; ")}\n${query}`,
    );
  }
  return document;
}

/** Documents prepared per gateway, for callers that name theirs by text (gateway/oidc/routes.ts). */
const prepared = new WeakMap<Yoga, Map<string, DocumentNode>>();

function preparedDocument(yoga: Yoga, query: string): DocumentNode {
  let documents = prepared.get(yoga);
  if (!documents) prepared.set(yoga, (documents = new Map()));
  let document = documents.get(query);
  if (!document) documents.set(query, (document = prepareOperation(yoga, query)));
  return document;
}

/** Runs one prepared operation (or one named by its text) under the context of `withOperations`. */
export type RunOperation = <T>(
  operation: DocumentNode | string,
  variables?: Record<string, unknown>,
  fieldNames?: RestFieldNames,
) => Promise<T>;

/**
 * Runs GraphQL operations in-process through yoga's envelope, as graphql-ws does (gateway/app.ts):
 * the same plugins (read cache, masked errors, limits, admission) and the same context from the
 * caller's own request and reply, so the session cookie is read and written exactly as for /graphql.
 * One context and one turn in the admission queue serve every operation `work` runs, as one
 * /graphql document asking for several pages would: the session is checked once, and every page
 * is read at the data versions the first began with. No HTTP exchange and no JSON: `data` is
 * returned as executed (or as the read cache holds it: never change it). A failure throws a
 * RestError whose status follows the error's code (schema/errors.ts HTTP_STATUS) and whose message
 * names the fields refused as the REST body does ("title: Title is required", not "input.title: …").
 */
export async function withOperations<T>(
  yoga: Yoga,
  req: FastifyRequest,
  reply: FastifyReply,
  work: (run: RunOperation) => Promise<T>,
): Promise<T> {
  const serverContext: ServerContext = { req, reply };
  const enveloped = yoga.getEnveloped(serverContext);
  let contextValue: ReturnType<typeof enveloped.contextFactory> | undefined;
  const run: RunOperation = async <D>(
    operation: DocumentNode | string,
    variables: Record<string, unknown> = {},
    fieldNames: RestFieldNames = {},
  ) => {
    const document = typeof operation === "string" ? preparedDocument(yoga, operation) : operation;
    let result: ExecutionResult;
    try {
      result = await enveloped.execute({
        schema: enveloped.schema,
        document,
        variableValues: variables,
        contextValue: await (contextValue ??= enveloped.contextFactory()),
      });
      if (isAsyncIterable(result)) throw new Error("REST operations answer once: no @defer, @stream or subscription");
    } catch (error) {
      // Thrown outside any resolver (the context, the executor): an expected failure keeps its code;
      // anything else is logged in full as yoga logs what it masks, and answered 500.
      if (error instanceof GraphQLError && error.extensions.code) result = { errors: [error] };
      else {
        yoga.logger.error(error);
        throw new RestError(500, "Internal Server Error");
      }
    }
    return dataOrRestError<D>(req, result, fieldNames);
  };
  const instrumentation = operationInstrumentation(yoga);
  return instrumentation
    ? getInstrumented({ context: serverContext }).asyncFn(instrumentation, () => work(run))()
    : work(run);
}

/** One operation under its own context (withOperations). */
export function runOperation<T>(
  yoga: Yoga,
  req: FastifyRequest,
  reply: FastifyReply,
  operation: DocumentNode | string,
  variables: Record<string, unknown> = {},
  fieldNames: RestFieldNames = {},
): Promise<T> {
  return withOperations(yoga, req, reply, (run) => run<T>(operation, variables, fieldNames));
}

/** An execution's data, or the RestError its first error stands for. */
function dataOrRestError<T>(req: FastifyRequest, result: ExecutionResult, fieldNames: RestFieldNames): T {
  const error = result.errors?.[0];
  if (error) {
    const extensions = error.extensions as ErrorExtensions;
    const code = extensions.code;
    if (!code && result.errors!.some((e) => (e.extensions as ErrorExtensions).http?.status === 400)) {
      // Variable coercion refused what the endpoint's body declaration let through: never shown to
      // REST clients (it speaks of $variables), and a gap in routes.ts to close.
      req.log.warn({ url: req.url, error: error.message }, "REST body passed routes.ts but not GraphQL's coercion");
      throw new RestError(400, "Invalid request body");
    }
    const status = (code && HTTP_STATUS[code as ErrorCode]) || 500;
    const message =
      status === 401 ? "Unauthorized" : status === 500 ? "Internal Server Error" : restMessage(error, fieldNames);
    throw new RestError(status, message, extensions.retryAfter);
  }
  return result.data as T;
}

/** The error's message, each refused field named as the REST client sent it. */
function restMessage(error: GraphQLError, fieldNames: RestFieldNames): string {
  const issues = (error.extensions as ErrorExtensions).issues;
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
