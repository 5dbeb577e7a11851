import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder holding package.json: files read at run time (migrations, the trusted documents, the
 * built web app) are found from it. The sources (run by tsx) and the compiled gateway (dist/, one
 * bundle whose modules all share one folder) sit at different depths below it, so it is searched
 * for rather than assumed.
 */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
