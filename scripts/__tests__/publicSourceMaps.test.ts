import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publicSourceMaps } from "../publicSourceMaps";

// Spelt in two parts: the whole comment in this file would send Vite looking for the map.
const mapComment = (map: string) => ["//#", `sourceMappingURL=${map}`].join(" ");

// The build-time check (scripts/webBudgets.ts) that keeps the client's source out of what the gateway serves.
describe("source maps in the served web app", () => {
  let dist: string | undefined;
  const build = (files: Record<string, string>) => {
    dist = mkdtempSync(path.join(os.tmpdir(), "public-source-maps-"));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), text);
    }
    return dist;
  };
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it("finds nothing in a build with hidden maps moved out", () => {
    const clean = build({
      "index.html": '<script type="module" src="/assets/index.js"></script>',
      "assets/index.js": "console.log('sourceMappingURL is only a word here');",
      "assets/index.js.br": "compressed",
      "assets/index.css": "body{margin:0}",
    });
    expect(publicSourceMaps(clean)).toEqual([]);
  });

  it("names every map and every shipped file that points at one", () => {
    const leaky = build({
      "assets/index.js": `console.log(1);\n${mapComment("index.js.map")}`,
      "assets/index.js.map": "{}",
      "assets/index.css": `body{margin:0}\n/*${mapComment("index.css.map").slice(2)} */`,
      "assets/index.css.map.gz": "compressed",
      "assets/other.js": "console.log(2);",
    });
    expect(publicSourceMaps(leaky)).toEqual([
      "assets/index.css",
      "assets/index.css.map.gz",
      "assets/index.js",
      "assets/index.js.map",
    ]);
  });
});
