import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/testApp.js";

/** Every src and href of a page, as written. */
const referencedUrls = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

/** Hosts a text names outright (http://x, https://x, protocol-relative //x in an attribute). */
const externalHosts = (text: string) => [
  ...[...text.matchAll(/\bhttps?:\/\/([a-z0-9.-]+)/gi)].map((m) => m[1]!),
  ...[...text.matchAll(/\s(?:src|href)="\/\/([^"/]+)/g)].map((m) => m[1]!),
];

describe("GraphiQL outside production", () => {
  const app = useTestApp("pglite");
  const page = () => app.fastify.inject({ method: "GET", url: "/graphql", headers: { accept: "text/html" } });

  it("answers a browser's GET /graphql with a page that names no other host", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<title>CyberLab Academy API</title>");
    expect(externalHosts(res.body)).toEqual([]);
    // The options travel as data, not as script the policy would have to allow.
    expect(res.body).toMatch(/<script type="application\/json" id="graphiql-options">\{"title":"CyberLab Academy API"/);
  });

  it("loads every script and style the page references, and Monaco's workers, from this origin", async () => {
    const urls = referencedUrls((await page()).body).filter((url) => !url.startsWith("data:"));
    expect(urls).toEqual(["/graphiql/graphiql.css", "/graphiql/start.js", "/graphiql/graphiql.js"]);
    const start = await app.fastify.inject({ method: "GET", url: "/graphiql/start.js" });
    // The worker names Monaco asks for (its labels), each resolved by start.js to a file here.
    const workers = ["editorWorkerService", "json", "graphql"].map((label) => `/graphiql/${label}.worker.js`);
    expect(start.body).toContain('getWorkerUrl: (_moduleId, label) => base + "/" + label + ".worker.js"');
    for (const url of [...urls, ...workers]) {
      const res = await app.fastify.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(url.endsWith(".css") ? /^text\/css/ : /^text\/javascript/);
      expect(res.body.length, url).toBeGreaterThan(url.endsWith("start.js") ? 100 : 10_000);
      // Revalidated by ETag: a second visit downloads nothing.
      const again = await app.fastify.inject({
        method: "GET",
        url,
        headers: { "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
    expect((await app.fastify.inject({ method: "GET", url: "/graphiql/missing.js" })).statusCode).toBe(404);
  });

  it("keeps the site's own policy: scripts, styles, workers and connections of this origin only", async () => {
    const csp = String((await page()).headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    // No worker-src: workers fall back to script-src 'self', which the worker files satisfy.
    expect(csp).not.toContain("worker-src");
  });
});

describe("GraphiQL in production", () => {
  const app = useTestApp("pglite", { settings: { production: true } });

  it("offers neither the page nor its files", async () => {
    const res = await app.fastify.inject({ method: "GET", url: "/graphql", headers: { accept: "text/html" } });
    expect(res.body).not.toContain("CyberLab Academy API");
    expect(res.headers["content-type"]).not.toMatch(/^text\/html/);
    for (const file of ["graphiql.js", "start.js", "graphiql.css"]) {
      expect((await app.fastify.inject({ method: "GET", url: `/graphiql/${file}` })).statusCode).toBe(404);
    }
  });
});
