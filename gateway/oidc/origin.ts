import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyRequest } from "fastify";

/**
 * The origin the browser used for this request (scheme, host, port). Fastify runs with
 * trustProxy, so X-Forwarded-Proto and X-Forwarded-Host count.
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

const current = new AsyncLocalStorage<string>();

/** Runs the embedded provider's handling of one request, remembering that request's origin. */
export function withRequestOrigin<T>(origin: string, run: () => T): T {
  return current.run(origin, run);
}

/** The origin of the request the embedded provider is handling, if any. */
export function currentRequestOrigin(): string | undefined {
  return current.getStore();
}
