import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestOrigin } from "../oidc/origin.js";
import { forwardedView, type ProxyTrust } from "./proxyTrust.js";

export const CROSS_SITE_MESSAGE = "Cross-site request refused";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The paths whose state-changing calls are authenticated by the session cookie. */
function isProtectedPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  return (
    pathname === "/graphql" || pathname.startsWith("/graphql/") || pathname === "/api" || pathname.startsWith("/api/")
  );
}

/** What tells a browser's cross-site request apart; the request's own origin is worked out only when needed. */
type OriginEvidence = {
  origin: string | undefined;
  secFetchSite: string | string[] | undefined;
  ownOrigin: () => string;
};

function fromAnotherSite(
  { origin, secFetchSite, ownOrigin }: OriginEvidence,
  trustedOrigins: readonly string[],
): boolean {
  if (origin !== undefined) {
    if (trustedOrigins.includes(origin)) return false;
    try {
      return origin !== ownOrigin();
    } catch {
      return true;
    }
  }
  return secFetchSite === "cross-site";
}

/**
 * Whether a browser sent this request from another site. The Origin header decides when present
 * ("null" included: sandboxed or privacy-redirected documents): it must be the request's own
 * origin or one of `trustedOrigins` (the configured public origin, PUBLIC_URL); without it,
 * Sec-Fetch-Site does. Clients that send neither (curl, servers) are not browsers carrying someone
 * else's cookie.
 */
export function isCrossSite(req: FastifyRequest, trustedOrigins: readonly string[] = []): boolean {
  return fromAnotherSite(
    { origin: req.headers.origin, secFetchSite: req.headers["sec-fetch-site"], ownOrigin: () => requestOrigin(req) },
    trustedOrigins,
  );
}

/**
 * The same rule for a WebSocket upgrade, which reaches the raw HTTP server rather than Fastify.
 * Browsers send the cookie with a WebSocket handshake from any site and no CORS check applies, so
 * without this a page elsewhere could subscribe as the signed-in victim (cross-site WebSocket
 * hijacking). Browsers always send Origin here; clients that are not browsers need not.
 */
export function isCrossSiteUpgrade(
  req: IncomingMessage,
  trustedOrigins: readonly string[],
  trust: ProxyTrust,
): boolean {
  return fromAnotherSite(
    {
      origin: req.headers.origin,
      secFetchSite: req.headers["sec-fetch-site"],
      ownOrigin: () => requestOrigin(forwardedView(req, trust)),
    },
    trustedOrigins,
  );
}

/**
 * Refuses cross-site state changes to /graphql and /api/* with 403 before any handler runs
 * (OWASP ASVS V4.2.2 / V50: verify the origin of cookie-authenticated requests). GraphQL
 * mutations sent as GET are refused by yoga itself (405), so GETs stay side-effect free. The
 * embedded OIDC provider's form posts under /oidc are same-origin and protected by its own state.
 */
export function registerCsrfProtection(
  fastify: FastifyInstance,
  options: { trustedOrigins?: readonly string[] } = {},
): void {
  // Callback style (no promise per request): `done` lets the request on; a refusal answers instead.
  fastify.addHook("onRequest", (req, reply, done) => {
    if (SAFE_METHODS.has(req.method) || !isProtectedPath(req.url) || !isCrossSite(req, options.trustedOrigins)) {
      done();
      return;
    }
    req.log.warn(
      { origin: req.headers.origin, secFetchSite: req.headers["sec-fetch-site"], url: req.url },
      "cross-site request refused",
    );
    void reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  });
}

/** Answers a refused WebSocket upgrade as the HTTP check answers: 403 with the same JSON body, then closes. */
export function refuseUpgrade(socket: Duplex): void {
  const body = JSON.stringify({ message: CROSS_SITE_MESSAGE });
  socket.once("finish", () => socket.destroy());
  socket.end(
    `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
