import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { CSS, explorerAsset, JAVASCRIPT, once, registerExplorerAssets } from "../explorerAssets.js";
import { endpoints } from "./routes.js";
import { openApiDocument } from "./openapi.js";

export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/** The version clients see in the document: the package's. */
const VERSION: string = createRequire(import.meta.url)("../../package.json").version;

/** The OpenAPI document of the routes this gateway serves (routes.ts). */
export const restApiDocument = once(async () => openApiDocument(endpoints, VERSION));

// Swagger UI's files from the installed swagger-ui-dist, and a start script of our own: the page
// runs no inline script, so it keeps the site's policy (script-src 'self').
const START_SCRIPT = `window.addEventListener("DOMContentLoaded", () => {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: "#swagger-ui",
    deepLinking: true,
    // Signing in through the document's own endpoints sets the session cookie the others read.
    withCredentials: true,
  });
});
`;

const swaggerUiFiles = once(async () => {
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const file = (name: string) => readFile(path.join(dist, name));
  return new Map([
    ["swagger-ui.css", explorerAsset(CSS, await file("swagger-ui.css"))],
    ["swagger-ui-bundle.js", explorerAsset(JAVASCRIPT, await file("swagger-ui-bundle.js"))],
    ["favicon-32x32.png", explorerAsset("image/png", await file("favicon-32x32.png"))],
    ["start.js", explorerAsset(JAVASCRIPT, START_SCRIPT)],
  ]);
});

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CyberLab Academy REST API</title>
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json (always: it is the contract legacy clients code against) and, outside
 * production, Swagger UI at /api/docs rendering it.
 */
export function registerRestApiDocs(fastify: FastifyInstance, { production }: { production: boolean }): void {
  fastify.get(OPENAPI_PATH, async (_req, reply) =>
    reply.header("cache-control", "no-cache").send(await restApiDocument()),
  );
  if (production) return;
  fastify.get(API_DOCS_PATH, async (_req, reply) => reply.type("text/html; charset=utf-8").send(PAGE));
  registerExplorerAssets(fastify, API_DOCS_PATH, swaggerUiFiles);
}
