import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { startTestApp, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

describe.each(testDatabaseKinds)("gateway on %s", (kind) => {
  let url: string;
  const webDist = mkdtempSync(path.join(os.tmpdir(), "cyberlab-web-"));
  // The app finds the web build when it starts.
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>CyberLab</title><div id=root></div>");
  writeFileSync(path.join(webDist, "app.js"), "console.log('app')");
  const app = useTestApp(kind, { settings: { webDist } });

  beforeAll(async () => {
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    rmSync(webDist, { recursive: true, force: true });
  });

  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("sends a GraphQL answer whole, with its length, and a subscription's events as they come", async () => {
    const answer = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({ data: { __typename: "Query" } });
    expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));

    // Over server-sent events, the stream stays open and each event is written as it happens.
    const member = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    const subscription = encodeURIComponent("subscription { boardActivity { id commentsCount } }");
    const cookie = await sessionCookieFor(TEST_SESSION_SECRET, member);
    const stream = await fetch(`${url}/graphql?query=${subscription}`, {
      headers: { accept: "text/event-stream", cookie },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("content-length")).toBeNull();
    const reader = stream.body!.getReader();
    const events = async (until: RegExp) => {
      let text = "";
      while (!until.test(text)) text += new TextDecoder().decode((await reader.read()).value);
      return text;
    };
    await events(/^:/m); // yoga's first keep-alive: the subscription is listening
    const discussionId = Buffer.from("Discussion:seed-discussion-02").toString("base64");
    const reply = await restClient(app.fastify, cookie).graphql(
      `mutation ($input: AddReplyInput!) { addReply(input: $input) { discussion { id } } }`,
      { input: { discussionId, content: "Live, over server-sent events." } },
    );
    expect(reply.body).toEqual({ data: { addReply: { discussion: { id: discussionId } } } });
    expect(await events(/"boardActivity"/)).toContain(`"id":"${discussionId}"`);
    await reader.cancel();
  });

  it("answers unknown /api paths with 404 JSON, never the web app", async () => {
    for (const p of ["/api/nothing-here", "/api", "/api/student/nope?x=1"]) {
      const res = await fetch(`${url}${p}`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: "Not Found" });
    }
  });

  it("serves the web app's files and falls back to index.html for client routes", async () => {
    const asset = await fetch(`${url}/app.js`);
    expect(await asset.text()).toContain("console.log");
    for (const p of ["/", "/student-portal", "/some/unknown/page"]) {
      const res = await fetch(`${url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toContain("<div id=root>");
    }
    // HEAD answers as GET does, without a body.
    const head = await fetch(`${url}/`, { method: "HEAD", headers: { accept: "text/html" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("answers a missing file with 404, never the web app's HTML (a stale chunk after a deploy)", async () => {
    const browserNavigation = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    for (const [p, accept] of [
      ["/assets/missing-3f2a1b.js", "*/*"],
      ["/assets/missing-3f2a1b.js", browserNavigation],
      ["/favicon.ico", "image/avif,image/webp,*/*;q=0.8"],
      ["/app.js.map", "*/*"],
      ["/student-portal", "application/json"],
    ] as const) {
      const res = await fetch(`${url}${p}`, { headers: { accept } });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toMatch(/application\/json/);
    }
    // Only GET and HEAD are page navigations.
    expect((await fetch(`${url}/student-portal`, { method: "DELETE" })).status).toBe(404);
    const page = await fetch(`${url}/student-portal`, { headers: { accept: browserNavigation } });
    expect(page.status).toBe(200);
  });

  it("serves GraphQL over HTTP and offers GraphiQL outside production", async () => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ courses { edges { node { title } } } }" }),
    });
    expect(await res.json()).toEqual({
      data: {
        courses: {
          edges: ["IT Infrastructure Engineering", "IT Security Engineering", "Security Architecture Design"].map(
            (title) => ({ node: { title } }),
          ),
        },
      },
    });
    const graphiql = await fetch(`${url}/graphql`, { headers: { accept: "text/html" } });
    expect(await graphiql.text()).toContain("CyberLab Academy API");
  });

  it("serves GraphQL over graphql-ws on the same path", async () => {
    const client = createClient({
      url: `${url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: "{ categories { name } }" },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toEqual({
        data: {
          categories: [
            { name: "Lab Help" },
            { name: "Study Groups" },
            { name: "Assignments" },
            { name: "General Discussion" },
          ],
        },
      });
    } finally {
      await client.dispose();
    }
  });

  it("masks unexpected errors", async () => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ nope }" }),
    });
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/Cannot query field "nope"/);
  });
});

describe("gateway lifecycle", () => {
  it("hides GraphiQL in production, finishes in-flight requests on close, then refuses new ones", async () => {
    const app = await startTestApp("pglite", { settings: { production: true } });
    app.fastify.get("/slow", async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    const url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    const graphiql = await fetch(`${url}/graphql`, { headers: { accept: "text/html" } });
    expect(await graphiql.text()).not.toContain("CyberLab Academy API");

    const inFlight = fetch(`${url}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const closing = app.fastify.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await app.close();
  });

  it("reports 503 on /readyz when the database is unreachable", async () => {
    const app = await startTestApp("pglite", { settings: { production: true } });
    await app.db.close();
    const ready = await app.fastify.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", reason: "database unreachable" });
    await app.close();
  });
});
