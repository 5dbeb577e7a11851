import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ProxyOptions } from "vite";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The same file relay-compiler reads, so babel-plugin-relay rewrites graphql`` tags to imports
// from exactly where the compiler wrote the artifacts. Passed explicitly (absolute) because the
// plugin would otherwise resolve it against whatever directory Vite was started from.
const relayConfig = createRequire(import.meta.url)("./relay.config.js") as {
  artifactDirectory: string;
  eagerEsModules: boolean;
};

/** The gateway (npm start, or npm run dev's) serves GraphQL, REST, login redirects and health checks, on PORT. */
const GATEWAY_URL = `http://localhost:${process.env.PORT?.trim() || 3000}`;

// No changeOrigin: the gateway sees the browser's own host, so the OIDC redirect URLs and
// session cookies it builds point back at the dev server.
const gatewayProxy: Record<string, ProxyOptions> = {
  "/graphql": { target: GATEWAY_URL, ws: true },
  "/api": { target: GATEWAY_URL },
  "/oidc": { target: GATEWAY_URL },
  "/healthz": { target: GATEWAY_URL },
  "/readyz": { target: GATEWAY_URL },
};

// Libraries every screen needs, split by how often they change so a release that bumps one keeps
// the others cached. Anything not listed stays with the screen chunk that imports it.
const vendorChunks: Record<string, RegExp> = {
  "vendor-react": /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  // graphql-ws stays out: environment.ts fetches it with the first subscription.
  // With the entries relayEntries() resolves relay-runtime and react-relay to in the build.
  "vendor-relay":
    /[\\/]node_modules[\\/](relay-runtime|react-relay|@babel[\\/]runtime)[\\/]|[\\/]web[\\/]src[\\/]relay[\\/]bundle[\\/]/,
  "vendor-router": /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  // The styling runtime (sprinkles, recipes) every screen uses. Radix and Floating UI are not
  // listed: Rollup splits them by the controls that import them, and the shell's controls load
  // them after the first render (ui/lazy/lazyControl.ts), so no screen fetches all of them first.
  "vendor-style": /[\\/]node_modules[\\/]@vanilla-extract[\\/]/,
};

/**
 * In the browser build, resolves relay-runtime and react-relay to entries that name only what the
 * client and react-relay's hooks use (web/src/relay/bundle): both packages' own entries are
 * CommonJS that require every module they have, which Rollup cannot drop. Build only: the dev
 * server and the tests load the packages as published.
 */
function relayEntries(): Plugin {
  const entries = new Map([
    ["relay-runtime", fromRoot("./web/src/relay/bundle/relayRuntime.cjs")],
    ["react-relay", fromRoot("./web/src/relay/bundle/reactRelay.js")],
    ["react-relay/hooks", fromRoot("./web/src/relay/bundle/reactRelay.js")],
  ]);
  return {
    name: "cyberlab:relay-entries",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return entries.get(source) ?? null;
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every page, script and style of the build.
 * The gateway sends them to browsers that accept them (@fastify/static's preCompressed), so each
 * file is compressed once, at the highest level, instead of on every request or not at all.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|json)$/;
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: "cyberlab:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.values(bundle).filter(
        (file) => compressible.test(file.fileName) && !file.fileName.startsWith(".vite/"),
      );
      await Promise.all(
        files.map(async (file) => {
          // As written to disk.
          const target = path.join(outDir, file.fileName);
          const content = await readFile(target);
          await Promise.all([
            toBrotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).then((data) =>
              writeFile(`${target}.br`, data),
            ),
            toGzip(content, { level: zlib.Z_BEST_COMPRESSION }).then((data) => writeFile(`${target}.gz`, data)),
          ]);
        }),
      );
    },
  };
}

/**
 * Moves the build's source maps out of web/dist, which the gateway serves to anyone, into
 * web/sourcemaps (gitignored, not in the image): a stack trace from production can still be mapped
 * back to the source, but the client's source and comments are not published. Moved rather than
 * not built because they cost nothing served and are what makes a user's error report readable.
 * `sourcemap: "hidden"` leaves the shipped files without a sourceMappingURL comment pointing at
 * them; scripts/webBudgets.ts fails the build if a map or such a comment is left in web/dist.
 */
function keepSourceMapsPrivate(mapsDir: string): Plugin {
  return {
    name: "cyberlab:private-source-maps",
    apply: "build",
    async writeBundle(options) {
      const outDir = options.dir!;
      // Only this build's maps: emptyOutDir clears web/dist, not this folder.
      await rm(mapsDir, { recursive: true, force: true });
      const maps = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".map"));
      await Promise.all(
        maps.map(async (file) => {
          const target = path.join(mapsDir, file);
          await mkdir(path.dirname(target), { recursive: true });
          await rename(path.join(outDir, file), target);
        }),
      );
    },
  };
}

export default defineConfig({
  root: fromRoot("./web"),
  // index.html and public assets live under web/, but env files stay at the repo root.
  envDir: repoRoot,
  resolve: {
    alias: [
      // react-relay's main entry is CommonJS that also requires the legacy container API
      // (createFragmentContainer, QueryRenderer...), which Rollup cannot drop; the client uses only
      // hooks, and react-relay/hooks is the same modules without the containers. The build narrows
      // it further (relayEntries below).
      { find: /^react-relay$/, replacement: "react-relay/hooks" },
    ],
  },
  plugins: [
    react({
      babel: {
        plugins: [
          [
            "relay",
            {
              artifactDirectory: fromRoot(relayConfig.artifactDirectory),
              eagerEsModules: relayConfig.eagerEsModules,
            },
          ],
        ],
      },
    }),
    vanillaExtractPlugin(),
    relayEntries(),
    precompress(),
    keepSourceMapsPrivate(fromRoot("./web/sourcemaps")),
  ],
  build: {
    // The gateway serves this folder.
    outDir: fromRoot("./web/dist"),
    emptyOutDir: true,
    // Built, but neither served nor named in the served files (keepSourceMapsPrivate above).
    sourcemap: "hidden",
    // .vite/manifest.json: which chunks and styles each module pulls in, read by
    // scripts/webBudgets.ts to size every route's first load.
    manifest: true,
    rollupOptions: {
      // zod's published code has /*@__PURE__*/ comments where Rollup cannot use them; Rollup drops them
      // and says so on every build. Only that notice, only for zod: anything else still shows.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? "")) return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          return Object.keys(vendorChunks).find((name) => vendorChunks[name]?.test(id));
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: gatewayProxy,
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy: gatewayProxy,
  },
});
