import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { rmSync } from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../schema/db/database.js";
import { resolveViewer } from "../../schema/auth/viewer.js";
import { createTestDatabase, type TestDatabase } from "../../schema/testing/testDatabases.js";
import { formAction, hiddenField, TestBrowser } from "../oidc/__tests__/browser.js";
import { exited, type GatewayProcess, startGatewayProcess, stopGatewayProcess } from "../testing/gatewayProcess.js";
import { onlineNames, watchOnlineUsers, wsClient } from "../testing/onlineUsersWatch.js";
import { READ_CACHE_HEADER } from "../readCache.js";
import { createSessions } from "../session.js";
import { sessionCookieFor } from "../testing/restClient.js";
import { type RoundRobinProxy, startRoundRobinProxy } from "../testing/roundRobinProxy.js";

const SECRET = "scale-out-test-secret-at-least-32-characters";
const redisUrl = process.env.REDIS_URL;
const LIVE_EXPIRY_MS = 10_000;

/** Two gateway processes on one PostgreSQL database and one Redis; run when DATABASE_URL and REDIS_URL are set. */
describe.skipIf(!process.env.DATABASE_URL || !redisUrl)("two gateway replicas on PostgreSQL and Redis", () => {
  const prefix = `cyberlab-scale-${randomBytes(4).toString("hex")}:`;
  let database: TestDatabase;
  /** The test's own connection to the replicas' database. */
  let db: Database;
  let a: GatewayProcess;
  let b: GatewayProcess;
  /** In front of both replicas, without stickiness, as docker-compose.yml's proxy. */
  let proxy: RoundRobinProxy;
  let env: Record<string, string>;
  const viewerOf = async (cookie: string | undefined) => {
    const data = await createSessions(SECRET).read({
      headers: { cookie: `cyberlab_session=${cookie}` },
    } as IncomingMessage);
    return resolveViewer(db.prisma, data);
  };
  const community = (id: string) => sessionCookieFor(SECRET, { id, role: "COMMUNITY", sessionVersion: 0 });

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    proxy = await startRoundRobinProxy();
    env = {
      PUBLIC_URL: proxy.url,
      DATABASE_URL: database.target.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      SESSION_SECRET: SECRET,
    };
    // One after the other: the first migrates and seeds the fresh database.
    a = await startGatewayProcess(env);
    b = await startGatewayProcess(env);
    proxy.setUpstreams([a.url, b.url]);
    db = await openDatabase(database.target, { poolSize: 1 });
  });
  afterAll(async () => {
    await proxy?.close();
    await db?.close();
    for (const replica of [a, b]) {
      if (!replica) continue;
      await stopGatewayProcess(replica);
      rmSync(replica.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("keeps a student signed in on the other replica", async () => {
    const login = await fetch(`${a.url}/api/student/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "student@cyberlab.academy", password: "Student!2026" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const me = await fetch(`${b.url}/api/student/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "student@cyberlab.academy" });
  });

  it("reads through one replica a discussion created through the other", async () => {
    const title = `Scale-out check ${randomBytes(3).toString("hex")}`;
    const created = await fetch(`${a.url}/api/discussions`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await community("seed-user-alex-chen-01") },
      body: JSON.stringify({ title, content: "Written on replica A.", categoryId: "general" }),
    });
    expect(created.status).toBe(201);
    const read = await fetch(`${b.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query ($q: String) { discussions(first: 5, search: $q) { edges { node { title content } } } }",
        variables: { q: title },
      }),
    });
    expect(await read.json()).toEqual({
      data: { discussions: { edges: [{ node: { title, content: "Written on replica A." } }] } },
    });
  });

  it("never serves an answer one replica cached before a write made through the other", async () => {
    const FEED = { query: "{ discussions(first: 10) { edges { node { id likesCount viewerHasLiked } } } }" };
    // Alex: the presence test below expects him online already, and no one else.
    const viewer = await community("seed-user-alex-chen-01");
    type Node = { id: string; likesCount: number; viewerHasLiked: boolean };
    const feedOnB = async () => {
      const res = await fetch(`${b.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: viewer },
        body: JSON.stringify(FEED),
      });
      return ((await res.json()) as { data: { discussions: { edges: { node: Node }[] } } }).data.discussions.edges.map(
        (e) => e.node,
      );
    };
    const before = await feedOnB();
    expect(await feedOnB()).toEqual(before);
    const target = before.find((n) => !n.viewerHasLiked)!;
    // Alex likes it through replica A.
    const liked = await fetch(`${a.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: viewer },
      body: JSON.stringify({
        query: "mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { likesCount } } }",
        variables: { id: target.id },
      }),
    });
    expect(await liked.json()).toEqual({
      data: { likeDiscussion: { discussion: { likesCount: target.likesCount + 1 } } },
    });
    expect((await feedOnB()).find((n) => n.id === target.id)).toEqual({
      ...target,
      likesCount: target.likesCount + 1,
      viewerHasLiked: true,
    });
  });

  it("keeps on one replica the cached answers a write through the other leaves alone (versions per table in Redis)", async () => {
    const viewer = await community("seed-user-alex-chen-01");
    const askB = async (query: string) => {
      const res = await fetch(`${b.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: viewer },
        body: JSON.stringify({ query }),
      });
      return { cache: res.headers.get(READ_CACHE_HEADER), body: (await res.json()) as { data: unknown } };
    };
    const COURSES = "{ courses(first: 5) { edges { node { title } } } }";
    const FEED = "{ discussions(first: 10) { edges { node { id likesCount viewerHasLiked } } } }";
    const courses = await askB(COURSES);
    const feed = await askB(FEED);
    type Node = { id: string; likesCount: number; viewerHasLiked: boolean };
    const nodes = (feed.body.data as { discussions: { edges: { node: Node }[] } }).discussions.edges.map((e) => e.node);
    const target = nodes.find((n) => !n.viewerHasLiked)!;
    const liked = await fetch(`${a.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: viewer },
      body: JSON.stringify({
        query: "mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { likesCount } } }",
        variables: { id: target.id },
      }),
    });
    expect(liked.status).toBe(200);
    expect(await askB(COURSES)).toEqual({ ...courses, cache: "hit" });
    const after = await askB(FEED);
    expect(after.cache).toBe("miss");
    expect(JSON.stringify(after.body)).toContain(
      JSON.stringify({ ...target, likesCount: target.likesCount + 1, viewerHasLiked: true }),
    );
  });

  it("shows a subscriber on one replica who comes online on the other within 2 s, and drops them within the expiry when that replica is killed", async () => {
    const alex = wsClient(b.url, await community("seed-user-alex-chen-01"));
    const alexView = watchOnlineUsers(alex);
    await alexView.next((v) => onlineNames(v) === "Alex", 5_000);

    const maria = wsClient(a.url, await community("seed-user-maria-garcia-02"));
    watchOnlineUsers(maria);
    const connected = Date.now();
    await alexView.next((v) => onlineNames(v) === "Alex,Maria", 2_000);
    expect(Date.now() - connected).toBeLessThan(2_000);

    a.process.kill("SIGKILL");
    await exited(a.process);
    const killed = Date.now();
    await alexView.next((v) => onlineNames(v) === "Alex", LIVE_EXPIRY_MS + 3_000);
    expect(Date.now() - killed).toBeLessThanOrEqual(LIVE_EXPIRY_MS + 2_000);
    expect(alexView.errors).toEqual([]);
    await Promise.resolve(maria.dispose()).catch(() => undefined);
    await alex.dispose();
  });

  it("lets a member's sign-in start on one replica and finish on the other, and sign out the same way", async () => {
    // The replica the test above killed comes back first (as its orchestrator would restart it).
    await exited(a.process);
    a = await startGatewayProcess(env, { dataDir: a.dataDir });
    proxy.setUpstreams([a.url, b.url]);
    const browser = new TestBrowser(proxy.url);
    const from = proxy.log.length;
    const { response: page, url: pageUrl } = await browser.follow("/api/login");
    expect(page.status).toBe(200);
    const html = await page.text();
    const submitted = await browser.postForm(new URL(formAction(html), pageUrl).href, {
      email: "community@cyberlab.academy",
      password: "Community!2026",
    });
    expect(submitted.status).toBe(303);
    // Back through the provider and the callback; the replicas serve no web app here, so stop at it.
    const { response: callback } = await browser.follow(
      submitted.headers.get("location")!,
      {},
      (next) => next.pathname === "/community",
    );
    expect(callback.headers.get("location")).toBe("/community");
    // Who the session names, read without a GraphQL request (one would put the member in the presence test's list).
    const member = await db.prisma.user.findUniqueOrThrow({ where: { email: "community@cyberlab.academy" } });
    const signedIn = browser.cookie("cyberlab_session");
    expect(await viewerOf(signedIn)).toEqual({ id: member.id, role: "COMMUNITY" });

    // The steps really were spread: the sign-in page came from one replica, the password went to the
    // other, and the provider's resumed authorization and the callback each to the other one again.
    const steps = proxy.log.slice(from);
    const upstreamOf = (method: string, pattern: RegExp) =>
      steps.filter((s) => s.method === method && pattern.test(s.path)).map((s) => s.upstream);
    const [pageFrom] = upstreamOf("GET", /^\/oidc\/interaction\/[\w-]+$/);
    const [passwordTo] = upstreamOf("POST", /^\/oidc\/interaction\//);
    expect(pageFrom).toBeDefined();
    expect(passwordTo).toBe(1 - pageFrom!);
    expect(new Set(upstreamOf("GET", /^\/(oidc\/auth|api\/callback)/))).toEqual(new Set([0, 1]));

    // Signing out: the provider's confirmation page and the confirmation itself on different replicas.
    const signOutFrom = proxy.log.length;
    const logout = await browser.follow("/api/logout");
    expect(new URL(logout.url).pathname).toBe("/oidc/session/end");
    const confirmation = await logout.response.text();
    const confirmed = await browser.postForm(new URL(formAction(confirmation), logout.url).href, {
      xsrf: hiddenField(confirmation, "xsrf"),
      logout: "yes",
    });
    expect(confirmed.status).toBe(303);
    expect(new Set(proxy.log.slice(signOutFrom).map((s) => s.upstream))).toEqual(new Set([0, 1]));
    expect(await viewerOf(signedIn)).toBeNull();
  });
});
