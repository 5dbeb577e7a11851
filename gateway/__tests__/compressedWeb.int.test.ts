import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../testing/testApp.js";

// The build writes .br and .gz copies beside the web app's files (vite.config.ts): browsers that
// accept them get a few hundred KB less on a first visit (as Lighthouse asks).
const SCRIPT = `export const greeting = "${"hello ".repeat(200)}";`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id=root></div></body></html>`;

describe("the built web app, compressed ahead of time", () => {
  // The build is in place before the app starts (it looks for index.html then).
  const webDist = mkdtempSync(path.join(os.tmpdir(), "cyberlab-compressed-"));
  mkdirSync(path.join(webDist, "assets"));
  for (const [file, text] of [
    ["index.html", PAGE],
    ["assets/app.js", SCRIPT],
  ] as const) {
    writeFileSync(path.join(webDist, file), text);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  }
  const app = useTestApp("pglite", { settings: { webDist } });
  const get = (url: string, acceptEncoding?: string) =>
    app.fastify.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
  afterAll(async () => {
    rmSync(webDist, { recursive: true, force: true });
  });

  it("sends scripts as Brotli or gzip to browsers that accept it, and plain to others", async () => {
    const brotli = await get("/assets/app.js", "gzip, deflate, br");
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get("/assets/app.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses the page every client-side route answers with", async () => {
    const page = await get("/community", "br");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });

  it("lets browsers keep hashed assets for a year and revalidate the page, so a deploy shows at once", async () => {
    for (const encoding of ["br", undefined]) {
      expect((await get("/assets/app.js", encoding)).headers["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      );
      expect((await get("/community", encoding)).headers["cache-control"]).toBe("no-cache");
    }
  });
});
