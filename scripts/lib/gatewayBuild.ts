import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inputsHash } from "./inputsHash.js";

// The compiled gateway: `npm start` and the Docker image run JavaScript from dist/, so production never
// transpiles TypeScript on start. Compiled only when dist/ is missing or was compiled from other sources.

/** What production runs: the gateway and the database scripts an operator needs beside it. */
export const GATEWAY_ENTRIES = ["gateway/main.ts", "scripts/migrate.ts", "scripts/seed.ts", "scripts/createAdmin.ts"];
export const GATEWAY_DIST = "dist";
/** Inside dist/ (nothing serves it), so removing dist/ removes the record too. */
export const GATEWAY_HASH_FILE = "dist/inputs-sha256";

/** What the entries can import: the server side of the project, its generated Prisma client included. */
const INPUT_DIRS = ["gateway", "schema", "prisma", "scripts"];
const INPUT_FILES = ["package.json", "package-lock.json", "tsconfig.json"];
// Tests are not compiled; migrations are read at run time from prisma/migrations.
const SKIPPED_DIRS = new Set(["__tests__", "testing", "migrations", "node_modules"]);
const COMPILED = /\.(ts|js|mjs|json)$/;

/** One hash of every input's path and content, in a stable order. */
export function gatewayInputsHash(root: string): string {
  return inputsHash(root, { dirs: INPUT_DIRS, files: INPUT_FILES, skippedDirs: SKIPPED_DIRS, included: COMPILED });
}

/**
 * How the entries are compiled (esbuild's options, the paths aside): one ESM bundle per entry, shared
 * code in chunks, packages left to node_modules.
 */
export const GATEWAY_BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20.19",
  packages: "external",
  // Source maps beside, for stack traces that name the TypeScript (the image runs with
  // --enable-source-maps), without the sources' text: Node reads each map whole at start, and the
  // text is nothing a stack trace shows (about 12 MB less resident memory, docs/performance.md).
  sourcemap: true,
  sourcesContent: false,
  // Names stay as written: error and class names appear in logs.
  keepNames: true,
  logLevel: "warning",
} as const;

/**
 * Compiles the entries with esbuild into dist/ (one ESM bundle per entry, shared code in chunks,
 * packages left to node_modules, source maps beside), then records the inputs' hash.
 * esbuild is a development dependency: it is imported here only, when a compile is due.
 */
export async function buildGateway(root: string): Promise<void> {
  const outdir = path.join(root, GATEWAY_DIST);
  const inputs = gatewayInputsHash(root);
  rmSync(outdir, { recursive: true, force: true });
  const { build } = await import("esbuild");
  await build({ ...GATEWAY_BUILD_OPTIONS, absWorkingDir: root, entryPoints: GATEWAY_ENTRIES, outdir, outbase: "." });
  writeFileSync(path.join(root, GATEWAY_HASH_FILE), `${inputs}\n`);
}

/** Compiles (with `build`) unless dist/ holds a compile of exactly these inputs; says which it did. */
export async function ensureGatewayBuild(
  root: string,
  build: () => Promise<void> = () => buildGateway(root),
): Promise<"built" | "up to date"> {
  const hashFile = path.join(root, GATEWAY_HASH_FILE);
  const stored = existsSync(hashFile) ? readFileSync(hashFile, "utf8").trim() : null;
  const complete = GATEWAY_ENTRIES.every((entry) => existsSync(path.join(root, compiledEntry(entry))));
  if (stored === gatewayInputsHash(root) && complete) return "up to date";
  await build();
  return "built";
}

/** Where an entry's compiled module is: gateway/main.ts → dist/gateway/main.js. */
export function compiledEntry(entry: string): string {
  return path.posix.join(GATEWAY_DIST, entry.replace(/\.ts$/, ".js"));
}
