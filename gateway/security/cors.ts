import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * CORS for /graphql, whichever way a request is answered there (yoga, or the direct path of
 * graphqlPost.ts): a page of a trusted origin (PUBLIC_URL, CORS_ORIGINS) may read the answers, with
 * the visitor's cookie; any other gets no grant, so it cannot read a member's answers. A preflight
 * (OPTIONS) is answered 204, with the grant for a trusted origin: the methods /graphql serves and the
 * headers asked for. Written for this one route rather than with @fastify/cors, whose wildcard
 * OPTIONS route would answer preflights for every path of the app, /api included.
 *
 * Returns true when it answered the request (a preflight).
 */
export function graphqlCors(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const origin = req.headers.origin;
    if (origin !== undefined && trusted.has(origin)) {
      reply.header("access-control-allow-origin", origin);
      reply.header("access-control-allow-credentials", "true");
      reply.header("vary", "Origin");
      if (req.method === "OPTIONS") {
        reply.header("access-control-allow-methods", "GET, POST");
        const asked = req.headers["access-control-request-headers"];
        if (asked) {
          reply.header("access-control-allow-headers", asked);
          reply.header("vary", "Origin, Access-Control-Request-Headers");
        }
      }
    }
    if (req.method !== "OPTIONS") return false;
    // A body-less 204, its length stated: Safari waits for a body otherwise.
    void reply.status(204).header("content-length", "0").send();
    return true;
  };
}
