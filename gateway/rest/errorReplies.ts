import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RestError } from "./runOperation.js";

/** Fastify's own refusals of a request, in the words REST clients get. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty: send a JSON object",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Request body size did not match Content-Length",
  FST_ERR_BAD_URL: "Invalid URL",
  FST_ERR_MAX_PARAM_LENGTH: "URL is too long",
};

/**
 * Every error outside /graphql answers the documented `{ "message": … }` (spec section 7): the
 * REST endpoints' RestErrors, and Fastify's own refusals (malformed or empty JSON, 413, 415) in
 * place of its `{ statusCode, code, error, message }`. /graphql keeps Fastify's default answer.
 */
export function registerErrorReplies(fastify: FastifyInstance, graphqlEndpoint: string): void {
  fastify.setErrorHandler((error: FastifyError, req, reply) => {
    // Rethrown: the next handler is Fastify's default, as before this one existed.
    if (req.url === graphqlEndpoint || req.url.startsWith(`${graphqlEndpoint}?`)) throw error;
    if (error instanceof RestError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      return reply.status(error.status).send({ message: error.message });
    }
    return answerFrameworkError(error, req, reply);
  });
}

/**
 * A refusal of Fastify's own, as `{ message }`. Also Fastify's `frameworkErrors` option (gateway/app.ts):
 * the router's refusals (a malformed percent-encoding in the path, an over-long parameter) never
 * reach the error handler and would otherwise answer Fastify's `{ error, code, message, statusCode }`.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const given = error.statusCode;
  const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
  if (status >= 500) {
    req.log.error({ err: error }, "request failed");
    return reply.status(status).send({ message: STATUS_CODES[status] ?? "Internal Server Error" });
  }
  const message = FASTIFY_MESSAGES[error.code] ?? STATUS_CODES[status] ?? "Bad Request";
  return reply.status(status).send({ message });
}
