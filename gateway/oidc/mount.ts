import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import type { CustomFetch } from "openid-client";
import { isStorableText } from "../../schema/storableText.js";
import { pageHeaders } from "./html.js";
import { problemPage } from "./pages.js";
import { OIDC_MOUNT_PATH } from "./provider.js";
import { appOrigin, withRequestOrigin } from "./origin.js";

/**
 * Serves the embedded provider under /oidc in the gateway's own HTTP server. The reply is
 * hijacked in onRequest, before Fastify parses a body: the provider reads the raw request
 * (form-encoded token and sign-out requests) itself. More specific /oidc routes (our sign-in
 * pages) take precedence over this wildcard.
 */
export function mountProvider(fastify: FastifyInstance, provider: () => Provider, publicUrl: string | undefined): void {
  let callback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  fastify.route({
    method: ["GET", "POST", "OPTIONS"],
    url: `${OIDC_MOUNT_PATH}/*`,
    onRequest: (req, reply, done) => {
      let origin: string;
      try {
        origin = appOrigin(req, publicUrl);
      } catch {
        reply.status(400).send({ message: "Bad Request" });
        return;
      }
      // A parameter the provider would keep with the sign-in (state, nonce, …) that PostgreSQL cannot
      // store (a NUL byte) is refused here, as the provider refuses any other malformed request.
      const query = new URL(req.url, "http://localhost").searchParams;
      if ([...query].some(([name, value]) => !isStorableText(name) || !isStorableText(value))) {
        reply
          .status(400)
          .headers(pageHeaders())
          .send(
            problemPage({
              title: "Sign-in problem",
              message: "This sign-in link is not valid.",
              link: { href: "/community", text: "Back to CyberLab Community" },
            }),
          );
        return;
      }
      reply.hijack();
      callback ??= provider().callback() as (req: IncomingMessage, res: ServerResponse) => void;
      // The provider routes without the prefix and finds its mount path from originalUrl.
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      // The provider (Koa, proxy mode) builds its URLs from Host and X-Forwarded-*: it is told the
      // origin worked out above, so no header a client forged reaches it.
      const { host, protocol } = new URL(origin);
      raw.headers.host = host;
      raw.headers["x-forwarded-proto"] = protocol.slice(0, -1);
      delete raw.headers["x-forwarded-host"];
      raw.headers["x-forwarded-for"] = req.ip;
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_MOUNT_PATH.length) || "/";
      withRequestOrigin(origin, () => callback!(raw, reply.raw));
      done();
    },
    handler: async () => undefined, // never reached: onRequest has taken the request over
  });
}

/**
 * fetch for the relying party's calls to the embedded provider (discovery, token, keys): they
 * go through the gateway in-process, so they work on any port, behind any proxy, and without
 * the server calling its own public URL.
 */
export function inProcessFetch(fastify: FastifyInstance): CustomFetch {
  return async (url, init) => {
    const request = new Request(url, {
      method: init.method,
      headers: init.headers,
      body: init.body as BodyInit | undefined,
    });
    const target = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers.host = target.host;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await fastify.inject({
      method: request.method as "GET" | "POST",
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const v of Array.isArray(value) ? value : [value])
        if (v !== undefined) responseHeaders.append(name, String(v));
    }
    const empty = [204, 205, 304].includes(response.statusCode);
    return new Response(empty ? null : Uint8Array.from(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
