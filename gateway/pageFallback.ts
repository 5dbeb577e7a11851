import type { FastifyRequest } from "fastify";

// Which requests the web app's index.html answers (the History-API fallback): page navigations only.
// A missing script, style or icon is a 404, so a stale chunk after a deploy fails as a missing file,
// not as a MIME error on an HTML page; API paths always answer JSON.

const API_PREFIXES = ["/api/", "/graphql"];

/** The client router's pages: GET or HEAD, not an API or a file path, from a client that reads HTML. */
export function isPageNavigation(req: Pick<FastifyRequest, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url.split("?")[0] ?? "/").toLowerCase();
  if (pathname === "/api" || API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // Vite's output and any other file: a last segment with an extension (/favicon.ico, /app.js.map).
  if (pathname.startsWith("/assets/") || /\.[a-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf("/") + 1)))
    return false;
  return acceptsHtml(req.headers.accept);
}

/** Browsers' navigations name text/html; clients that name nothing in particular (curl: any type) get it too. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  const types = accept.split(",").map((part) => part.split(";")[0]!.trim().toLowerCase());
  return types.includes("text/html") || types.includes("application/xhtml+xml") || types.every((t) => t === "*/*");
}
