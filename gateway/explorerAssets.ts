import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

// The API explorers' files (GraphiQL, Swagger UI; outside production): read from their installed
// packages on the first request, served from this origin, revalidated by ETag (they change only
// with a package).

export type ExplorerAsset = { type: string; body: string | Buffer; etag: string };

export const explorerAsset = (type: string, body: string | Buffer): ExplorerAsset => ({
  type,
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

export const CSS = "text/css; charset=utf-8";
export const JAVASCRIPT = "text/javascript; charset=utf-8";

/** `GET <prefix>/:file` answers the named file of `files`, or 404 `{ message }`. */
export function registerExplorerAssets(
  fastify: FastifyInstance,
  prefix: string,
  files: () => Promise<ReadonlyMap<string, ExplorerAsset>>,
): void {
  fastify.get<{ Params: { file: string } }>(`${prefix}/:file`, async (req, reply) => {
    const asset = (await files()).get(req.params.file);
    if (!asset) return reply.status(404).send({ message: "Not Found" });
    reply.header("etag", asset.etag).header("cache-control", "no-cache");
    if (req.headers["if-none-match"] === asset.etag) return reply.status(304).send();
    return reply.type(asset.type).send(asset.body);
  });
}

/** Once, on first use: production never reads the packages. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
