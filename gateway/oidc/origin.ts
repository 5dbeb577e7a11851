import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyRequest } from "fastify";

/**
 * The origin the browser used for this request (scheme, host, port). X-Forwarded-Proto and
 * X-Forwarded-Host count only from a trusted proxy (TRUST_PROXY; Fastify's req.protocol and
 * req.host, gateway/security/proxyTrust.ts for raw requests).
 */
export function requestOrigin(req: Pick<FastifyRequest, "protocol" | "host">): string {
  const protocol = req.protocol === "https" ? "https" : "http";
  const candidate = `${protocol}://${req.host}`;
  // A malformed Host header must not end up inside redirect URLs.
  if (!req.host || !URL.canParse(candidate)) throw new Error("request has no valid host");
  const url = new URL(candidate);
  if (url.pathname !== "/" || url.username || url.password) throw new Error("request has no valid host");
  return url.origin;
}

/**
 * The origin absolute URLs are built on (redirects, the issuer, sign-out): PUBLIC_URL when it is
 * set, whatever Host the request names; otherwise the request's own origin (a local install,
 * reached as localhost or 127.0.0.1 on any port).
 */
export function appOrigin(req: Pick<FastifyRequest, "protocol" | "host">, publicUrl: string | undefined): string {
  return publicUrl ?? requestOrigin(req);
}

const current = new AsyncLocalStorage<string>();

/** Runs the embedded provider's handling of one request, remembering that request's origin. */
export function withRequestOrigin<T>(origin: string, run: () => T): T {
  return current.run(origin, run);
}

/** The origin of the request the embedded provider is handling, if any. */
export function currentRequestOrigin(): string | undefined {
  return current.getStore();
}
