import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { requestOrigin } from "../oidc/origin.js";

/**
 * The host of the lesson and landing-page videos (web/src/pages/landing/HeroSection.tsx, prisma/seedLessonsData.ts).
 */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

const HSTS = "max-age=31536000; includeSubDomains";

/** `'sha256-…'` of every inline <script> (one without src) in the web app's index.html. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? ""))
    .map(
      (m) =>
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64")}'`,
    );
}

/**
 * The web app's policy: its own scripts plus the inline theme script by hash, styles inline too
 * (React style attributes, Radix's scroll lock), images from https (profile pictures), the video
 * host in frames, GraphQL over HTTP and graphql-ws on the page's own host, and no framing.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], host?: string): string {
  const sockets = host ? ` ws://${host} wss://${host}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Security headers on every answer (one onSend hook). Answers that set their own policy (the
 * embedded OIDC provider's pages) keep it. GraphiQL (outside production) needs no exception: its
 * page loads only this origin's files (gateway/graphiql.ts), Monaco's workers included. HSTS only
 * over HTTPS (X-Forwarded-Proto counts).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, webDist: string): void {
  const index = path.join(webDist, "index.html");
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, "utf8")) : [];
  // The policy of each origin the pages are asked through, worked out once (a few per deployment;
  // bounded, since the Host header is the client's to choose).
  const policies = new LRUCache<string, string>({ max: 100 });
  const policyFor = (req: FastifyRequest) => {
    const origin = requestOrigin(req);
    let policy = policies.get(origin);
    if (policy === undefined) {
      policy = contentSecurityPolicy(hashes, hostOf(origin));
      policies.set(origin, policy);
    }
    return policy;
  };
  // Callback style: no promise and microtask per request for what is synchronous.
  fastify.addHook("onSend", (req, reply, payload, done) => {
    reply.header("x-content-type-options", "nosniff");
    if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
    if (req.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", policyFor(req));
    }
    done(null, payload);
  });
}
