// Fails when `npm install` changed what the committed lockfile locks. Entries for other platforms'
// optional packages (rollup's, esbuild's native builds) are left out of the comparison: whether the
// registry a machine reaches lists them decides whether npm writes them, and they are never
// installed here either way.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const committed = JSON.parse(
  execFileSync("git", ["show", "HEAD:package-lock.json"], { encoding: "utf8", maxBuffer: 64 << 20 }),
);
const installed = JSON.parse(readFileSync("package-lock.json", "utf8"));

const isPlatformOptional = (entry) => entry.optional === true && (entry.os !== undefined || entry.cpu !== undefined);
const locked = (lock) =>
  new Map(
    Object.entries(lock.packages ?? {})
      .filter(([, entry]) => !isPlatformOptional(entry))
      .map(([path, entry]) => [path, JSON.stringify(entry)]),
  );

const before = locked(committed);
const after = locked(installed);
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
if (changed.length > 0) {
  console.error(`npm install changed ${changed.length} locked package(s):\n  ${changed.slice(0, 20).join("\n  ")}`);
  process.exit(1);
}
console.log(`lockfile holds: ${after.size} locked packages unchanged by npm install`);
