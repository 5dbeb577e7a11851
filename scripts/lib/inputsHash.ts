import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// What a build was made from, as one hash: `npm start` builds the web app and compiles the gateway
// only when their inputs' hash differs from the one recorded with the last build.

export interface BuildInputs {
  /** Folders read whole (below the project root), but for `skippedDirs` and files not `included`. */
  dirs: readonly string[];
  /** Single files; a missing one is left out. */
  files: readonly string[];
  skippedDirs: ReadonlySet<string>;
  /** The files of `dirs` that count; every file when omitted. */
  included?: RegExp;
}

function filesUnder(root: string, dir: string, inputs: BuildInputs): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return inputs.skippedDirs.has(entry.name) ? [] : filesUnder(root, relative, inputs);
    return entry.isFile() && (inputs.included?.test(entry.name) ?? true) ? [relative] : [];
  });
}

/** One hash of every input's path and content, in a stable order. */
export function inputsHash(root: string, inputs: BuildInputs): string {
  const files = [
    ...inputs.dirs.flatMap((dir) => filesUnder(root, dir, inputs)),
    ...inputs.files.filter((f) => existsSync(path.join(root, f))),
  ];
  const hash = createHash("sha256");
  for (const file of files.sort())
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex");
}
