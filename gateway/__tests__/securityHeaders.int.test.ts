import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../security/headers.js";
import { useTestApp } from "../testing/testApp.js";

const THEME_SCRIPT = `document.documentElement.className = "dark";`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("security headers", () => {
  // The build is in place before the app starts (it looks for index.html then).
  const webDist = mkdtempSync(path.join(os.tmpdir(), "cyberlab-headers-"));
  writeFileSync(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/app.js"></script></head><body><div id=root></div></body></html>`,
  );
  const app = useTestApp("pglite", { settings: { webDist, trustProxy: ["loopback"] } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.fastify.inject({ method: "GET", url, headers: { host: "academy.test", ...headers } });
  afterAll(async () => {
    rmSync(webDist, { recursive: true, force: true });
  });

  it("sends a policy that allows only what the pages use", async () => {
    const res = await get("/courses");
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    expect(csp["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(csp["connect-src"]).toEqual(["'self'", "ws://academy.test", "wss://academy.test"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(String(res.headers["content-security-policy"])).not.toMatch(/unsafe-eval|\*/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends HSTS only over HTTPS (X-Forwarded-Proto counts)", async () => {
    expect((await get("/")).headers["strict-transport-security"]).toBeUndefined();
    const https = await get("/", { "x-forwarded-proto": "https", "x-forwarded-host": "cyberlab.example" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(directives(https.headers["content-security-policy"])["connect-src"]).toContain("wss://cyberlab.example");
  });

  it("covers API answers and errors too", async () => {
    for (const res of [
      await app.fastify.inject({ method: "POST", url: "/graphql", payload: { query: "{ __typename }" } }),
      await get("/api/nothing-here"),
      await get("/healthz"),
    ]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(directives(res.headers["content-security-policy"])["frame-ancestors"]).toEqual(["'none'"]);
    }
  });

  it("hashes the inline theme script of the real web/index.html, and no script file", () => {
    const html = readFileSync(path.join(import.meta.dirname, "../../web/index.html"), "utf8");
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(inlineScriptHashes(html)).toEqual([sha256(script!)]);
  });
});
