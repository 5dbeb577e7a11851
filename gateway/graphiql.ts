import type { FastifyInstance } from "fastify";
import type { GraphiQLOptions } from "graphql-yoga";
import { CSS, explorerAsset, escapeHtml, JAVASCRIPT, once, registerExplorerAssets } from "./explorerAssets.js";

// GraphiQL (outside production) from the installed @graphql-yoga/render-graphiql package, so it works
// on a machine with no internet. The package inlines its 9 MB bundle and its Monaco workers into one
// page; here they are files of this origin instead, so the page keeps the site's own policy
// (script-src 'self', workers of this origin) and its scripts are fetched once, not on every visit.

/** Where GraphiQL's files are served. */
export const GRAPHIQL_ASSETS = "/graphiql";

const graphiqlAssets = once(async () => {
  const bundle = await import("@graphql-yoga/render-graphiql/graphiql");
  return {
    files: new Map([
      ["graphiql.css", explorerAsset(CSS, bundle.css)],
      ["graphiql.js", explorerAsset(JAVASCRIPT, bundle.js)],
      ["start.js", explorerAsset(JAVASCRIPT, START_SCRIPT)],
      ["editorWorkerService.worker.js", explorerAsset(JAVASCRIPT, bundle.editorWorkerService)],
      ["json.worker.js", explorerAsset(JAVASCRIPT, bundle.jsonWorker)],
      ["graphql.worker.js", explorerAsset(JAVASCRIPT, bundle.graphqlWorker)],
    ]),
    favicon: bundle.favicon,
  };
});

/**
 * Runs before the bundle (Monaco reads its environment when it loads): Monaco's workers come from
 * this origin; once the page is parsed, GraphiQL renders with the options the page carries as data.
 */
const START_SCRIPT = `(() => {
  const base = ${JSON.stringify(GRAPHIQL_ASSETS)};
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: (_moduleId, label) => base + "/" + label + ".worker.js",
  };
  window.addEventListener("DOMContentLoaded", () => {
    const options = JSON.parse(document.getElementById("graphiql-options").textContent);
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), options);
  });
})();
`;

/** yoga's `renderGraphiQL`: a page of this origin's files, its options as JSON data (never run as script). */
export async function renderGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { favicon } = await graphiqlAssets();
  // In a JSON script block only "</" could end it early.
  const data = JSON.stringify(options).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options.title ?? "GraphiQL")}</title>
    <link rel="icon" href="${options.favicon ?? favicon}" />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${data}</script>
    <script src="${GRAPHIQL_ASSETS}/start.js"></script>
    <script src="${GRAPHIQL_ASSETS}/graphiql.js"></script>
  </body>
</html>
`;
}

/** GraphiQL's files (outside production). */
export function registerGraphiqlAssets(fastify: FastifyInstance): void {
  registerExplorerAssets(fastify, GRAPHIQL_ASSETS, async () => (await graphiqlAssets()).files);
}
