import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inputsHash } from "./inputsHash.js";

// Whether `npm start` must build the web app: only when web/dist is missing or was built from other
// sources. The inputs' content hash is stored beside web/dist (not in it: it would be served).

/** What the build reads: the web sources (not Relay's output, which follows from them), the schema, the config. */
const INPUT_DIRS = ["web/src", "web/public"];
const INPUT_FILES = [
  "web/index.html",
  "relay.config.js",
  "schema.graphql",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
];
const SKIPPED_DIRS = new Set(["__generated__", "__tests__", "node_modules"]);

export const HASH_FILE = "web/dist.inputs-sha256";

/** One hash of every input's path and content, in a stable order. */
export function webInputsHash(root: string): string {
  return inputsHash(root, { dirs: INPUT_DIRS, files: INPUT_FILES, skippedDirs: SKIPPED_DIRS });
}

/** Builds (with `build`) unless web/dist holds a build of exactly these inputs; says which it did. */
export async function ensureWebBuild(root: string, build: () => Promise<void>): Promise<"built" | "up to date"> {
  const hashFile = path.join(root, HASH_FILE);
  const current = webInputsHash(root);
  const stored = existsSync(hashFile) ? readFileSync(hashFile, "utf8").trim() : null;
  if (stored === current && existsSync(path.join(root, "web/dist/index.html"))) return "up to date";
  await build();
  recordWebBuild(root);
  return "built";
}

/** Stores the inputs' hash once a build succeeded (also the last step of `npm run build`). */
export function recordWebBuild(root: string): void {
  writeFileSync(path.join(root, HASH_FILE), `${webInputsHash(root)}\n`);
}
