import type { FastifyReply, FastifyRequest } from "fastify";
import { type ExecutionResult, getOperationAST, GraphQLError } from "graphql";
import { chain, getInstrumented, isAsyncIterable, type Plugin } from "graphql-yoga";
import { resolveDocument, type TrustedDocuments } from "./security/trustedDocuments.js";
import type { ServerContext, Yoga } from "./yoga.js";

// A GraphQL request by POST with a JSON body, the web client's and most integrators' request, run
// through yoga's envelope directly, as REST (gateway/rest/runOperation.ts) and graphql-ws run theirs:
// the same plugins (limits, trusted documents, the planned executor, the read cache, masked errors,
// admission) and the same context, without yoga's HTTP layer (a fetch Request and Response made
// and read for each exchange, its request and result pipelines), which cost a request about 0.1 ms
// (docs/performance.md). Only the case whose answer is certain goes this way: parameters yoga
// would accept, a document that parses and validates, a query or a mutation, an answer without
// errors in a media type yoga would choose. Anything else is yoga's, from the start or, once the
// operation has run, with what it worked out (handedOverPlugin): yoga then answers as it always has
// (statuses, masked errors, 400s, 406s), and nothing runs twice.

/** What the direct path worked out of an operation before handing it to yoga: its result, or what it threw. */
export type Worked = { result: unknown } | { thrown: unknown };

/** The parameters of a request, as yoga's POST parser and parameter checks would pass them on. */
export type PostParams = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
};

/** The parameters yoga accepts in a body (use-check-graphql-query-params.js); any other, not null, is a 400. */
const PARAMETERS = new Set(["query", "variables", "operationName", "extensions"]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The parameters of a POST whose JSON body yoga would take as they are: the content type it parses
 * as JSON, an object of the four parameters with the types it checks, and a document named by its
 * text or by a trusted id that is known. Undefined for anything yoga answers otherwise (a batch, a
 * 400, an unknown id) or parses itself (GET, multipart, `application/graphql+json`).
 */
export function postParams(req: FastifyRequest, documents: TrustedDocuments): PostParams | undefined {
  if (req.method !== "POST") return undefined;
  const type = req.headers["content-type"]?.split(",")[0];
  if (type !== "application/json" && !type?.startsWith("application/json;")) return undefined;
  const body: unknown = req.body;
  if (!isPlainObject(body)) return undefined;
  for (const key in body) if (body[key] != null && !PARAMETERS.has(key)) return undefined;
  const { query, variables, operationName, extensions } = body;
  if (query != null && typeof query !== "string") return undefined;
  if (variables != null && !isPlainObject(variables)) return undefined;
  if (operationName != null && typeof operationName !== "string") return undefined;
  if (extensions != null && !isPlainObject(extensions)) return undefined;
  // The persisted-operations plugin's rule (trustedDocuments.ts), as graphql-ws applies it.
  const named = resolveDocument(documents, { query, extensions });
  if (!("query" in named)) return undefined;
  return { query: named.query, variables, operationName, extensions };
}

/** yoga's media types for one result, in the order it tries them (use-result-processor.js). */
const REGULAR_TYPES = ["application/graphql-response+json", "application/json"] as const;

/**
 * The media type yoga answers a single result in, for this Accept header, or undefined when it
 * would choose another (an event stream, multipart) or none (406). yoga's rule (accept.js,
 * use-result-processor.js): the types asked at utf-8, the last listed first, each tried against
 * its types in order, the last match winning; `*` matches any part.
 */
export function answerMediaType(accept: string | undefined): string | undefined {
  const asked: string[] = [];
  for (const entry of (accept || "*/*").replace(/\s/g, "").toLowerCase().split(",")) {
    const [type, ...parameters] = entry.split(";");
    const charset = parameters.find((parameter) => parameter.includes("charset=")) ?? "charset=utf-8";
    if (charset === "charset=utf-8") asked.push(type!);
  }
  let chosen: string | undefined;
  for (const type of asked.reverse()) {
    const [askedMain, askedSub] = type.split("/");
    for (const mine of REGULAR_TYPES) {
      const [main, sub] = mine.split("/");
      if ((askedMain === "*" || askedMain === main) && (askedSub === "*" || askedSub === sub)) chosen = mine;
    }
  }
  return chosen;
}

/** Accept headers' media types, worked out once each: clients send a few (bounded: the header is theirs). */
const mediaTypes = new Map<string | undefined, string | null>();
const MAX_ACCEPTS = 100;
function mediaTypeFor(accept: string | undefined): string | undefined {
  let mediaType = mediaTypes.get(accept);
  if (mediaType === undefined) {
    mediaType = answerMediaType(accept) ?? null;
    if (mediaTypes.size >= MAX_ACCEPTS) mediaTypes.clear();
    mediaTypes.set(accept, mediaType);
  }
  return mediaType ?? undefined;
}

/** The answer the direct path sent (its JSON), or what yoga is to answer with: nothing yet, or what ran. */
export type DirectOutcome = { answer: string } | { worked?: Worked };

/**
 * Runs a POST /graphql through yoga's envelope when its answer is certain (see the top of this
 * module): the status, the content type and the JSON are set on `reply`, the JSON returned to send.
 * Otherwise tells yoga what to answer with: `worked` when the operation ran (handedOverPlugin),
 * nothing when it did not.
 */
export function directPost(yoga: Yoga, documents: TrustedDocuments) {
  let instrumentation: OperationInstrumentation | null | undefined;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<DirectOutcome> => {
    const params = postParams(req, documents);
    const mediaType = params && mediaTypeFor(req.headers.accept);
    if (!params || !mediaType) return {};
    // The context yoga begins an operation with: the server's, and the parameters (handleParams).
    const serverContext: ServerContext & { params: PostParams } = { req, reply, params };
    const enveloped = yoga.getEnveloped(serverContext);
    let document;
    try {
      document = enveloped.parse(params.query);
    } catch (error) {
      markParseError(error);
      return {};
    }
    if (enveloped.validate(enveloped.schema, document).length > 0) return {};
    const kind = getOperationAST(document, params.operationName)?.operation;
    if (kind !== "query" && kind !== "mutation") return {};
    const run = async (): Promise<Worked> => {
      try {
        const contextValue = await enveloped.contextFactory();
        const result: unknown = await enveloped.execute({
          schema: enveloped.schema,
          document,
          contextValue,
          variableValues: params.variables,
          operationName: params.operationName,
        });
        return { result };
      } catch (thrown) {
        return { thrown };
      }
    };
    instrumentation ??= operationInstrumentation(yoga);
    const worked = instrumentation
      ? await getInstrumented({ context: serverContext }).asyncFn(instrumentation, run)()
      : await run();
    if (!("result" in worked) || !answersAsItIs(worked.result)) return { worked };
    const { result } = worked;
    reply.status(200).header("content-type", `${mediaType}; charset=utf-8`);
    // A result may carry its own JSON (the read cache's answers: readCache.ts withItsJson), as yoga reads it.
    return { answer: result.stringify ? result.stringify(result) : JSON.stringify(result) };
  };
}

/**
 * Marks a document that does not parse as yoga marks it (usePreventMutationViaGET's parse hook, which
 * does so only where the context carries a fetch Request): the code GRAPHQL_PARSE_FAILED,
 * HTTP 400 where the media type lets a status speak. yoga's parser cache keeps this very error for the
 * text, and throws it when yoga then parses the request: marked here, it answers as it always has.
 */
function markParseError(error: unknown): void {
  if (!(error instanceof GraphQLError)) return;
  const extensions = error.extensions as { code?: string; http?: { spec?: boolean; status?: number } };
  extensions.code ||= "GRAPHQL_PARSE_FAILED";
  const http = (extensions.http ||= {});
  http.spec ||= true;
  http.status ||= 400;
}

type Answer = ExecutionResult & { stringify?: (result: unknown) => string };

/**
 * A result yoga would answer 200 with its JSON as it is: one result, no errors, no HTTP hints
 * (regular.js, error.js getResponseInitByRespectingErrors, stringify.js).
 */
function answersAsItIs(result: unknown): result is Answer {
  if (!isPlainObject(result) || isAsyncIterable(result)) return false;
  const { errors, extensions } = result as Answer;
  return !errors?.length && !extensions?.["http"];
}

/**
 * Hands yoga what the direct path worked out (ServerContext.worked): its result to answer with, or
 * what it threw to answer as yoga answers a failed operation. Last among the plugins' parameter
 * hooks, so the trusted documents' has set the document first, as when yoga ran the operation.
 */
export function handedOverPlugin(): Plugin {
  return {
    onParams({ context, setResult, setParamsHandler }) {
      const worked = (context as ServerContext).worked;
      if (!worked) return;
      if ("result" in worked) setResult(worked.result as ExecutionResult);
      else
        setParamsHandler(() => {
          throw worked.thrown;
        });
    },
  };
}

/**
 * The `operation` instrumentation of yoga's plugins (the embedded database's admission queue,
 * gateway/admission.ts), which yoga applies around each HTTP operation's context and execution:
 * operations run outside yoga's HTTP layer (REST, the direct path) wait their turn in the same
 * queue. Its payload carries the server context only (no fetch Request: none exists on these paths).
 */
export type OperationInstrumentation = (
  payload: { context: ServerContext },
  wrapped: () => void | Promise<void>,
) => void | Promise<void>;
const operationInstrumentations = new WeakMap<Yoga, OperationInstrumentation | null>();

export function operationInstrumentation(yoga: Yoga): OperationInstrumentation | null {
  let found = operationInstrumentations.get(yoga);
  if (found === undefined) {
    // yoga keeps its plugins in a protected field (the adapter that createYoga returns exposes it);
    // should a new version move it, the gateway stops at start rather than run these operations unqueued.
    const plugins = (yoga as unknown as { plugins?: Plugin[] }).plugins;
    if (!Array.isArray(plugins)) throw new Error("graphql-yoga no longer exposes its plugins: see graphqlPost.ts");
    const instrumentations = plugins.flatMap((plugin) => {
      const instrumentation = plugin?.instrumentation;
      return instrumentation?.operation ? [instrumentation] : [];
    });
    const operation = instrumentations.length > 0 ? instrumentations.reduce(chain).operation : undefined;
    found = (operation as OperationInstrumentation | undefined) ?? null;
    operationInstrumentations.set(yoga, found);
  }
  return found;
}
