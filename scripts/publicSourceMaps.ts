// Whether the built web app would hand its source to anyone: the gateway serves everything in
// web/dist, so no source map may be there, and no shipped file may point at one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Pages, scripts and styles as served; their .br and .gz copies hold the same text.
const SHIPPED_TEXT = /\.(?:js|mjs|css|html)$/;
// The comment a browser (or anyone) follows to the map, in scripts or styles ("#" or the old "@").
const MAP_COMMENT = /[#@]\s*sourceMappingURL=/;

/** Files under distDir (relative paths) that are source maps or name one; empty when none. */
export function publicSourceMaps(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        /\.map(?:\.br|\.gz)?$/.test(file) ||
        (SHIPPED_TEXT.test(file) && MAP_COMMENT.test(readFileSync(path.join(distDir, file), "utf8"))),
    )
    .sort();
}
