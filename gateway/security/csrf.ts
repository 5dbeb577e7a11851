import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestOrigin } from "../oidc/origin.js";

export const CROSS_SITE_MESSAGE = "Cross-site request refused";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The paths whose state-changing calls are authenticated by the session cookie. */
function isProtectedPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  return pathname === "/graphql" || pathname.startsWith("/graphql/") || pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * Whether a browser sent this request from another site. The Origin header decides when present
 * ("null" included: sandboxed or privacy-redirected documents); without it, Sec-Fetch-Site does.
 * Clients that send neither (curl, servers) are not browsers carrying someone else's cookie.
 */
export function isCrossSite(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    try {
      return origin !== requestOrigin(req);
    } catch {
      return true;
    }
  }
  return req.headers["sec-fetch-site"] === "cross-site";
}

/**
 * Refuses cross-site state changes to /graphql and /api/* with 403 before any handler runs
 * (OWASP ASVS V4.2.2 / V50: verify the origin of cookie-authenticated requests). GraphQL
 * mutations sent as GET are refused by yoga itself (405), so GETs stay side-effect free. The
 * embedded OIDC provider's form posts under /oidc are same-origin and protected by its own state.
 */
export function registerCsrfProtection(fastify: FastifyInstance): void {
  fastify.addHook("onRequest", async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !isProtectedPath(req.url)) return;
    if (!isCrossSite(req)) return;
    req.log.warn({ origin: req.headers.origin, secFetchSite: req.headers["sec-fetch-site"], url: req.url }, "cross-site request refused");
    return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  });
}
