import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../schema/testing/testDatabases.js";
import { exited, type GatewayProcess, startGatewayProcess, stopGatewayProcess } from "../testing/gatewayProcess.js";
import { onlineNames, watchOnlineUsers, wsClient } from "../testing/onlineUsersWatch.js";
import { sessionCookieFor } from "../testing/restClient.js";

const SECRET = "scale-out-test-secret-at-least-32-characters";
const redisUrl = process.env.REDIS_URL;
const LIVE_EXPIRY_MS = 10_000;

/** Two gateway processes on one PostgreSQL database and one Redis; run when DATABASE_URL and REDIS_URL are set. */
describe.skipIf(!process.env.DATABASE_URL || !redisUrl)("two gateway replicas on PostgreSQL and Redis", () => {
  const prefix = `cyberlab-scale-${randomBytes(4).toString("hex")}:`;
  let database: TestDatabase;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const community = (id: string) => sessionCookieFor(SECRET, { id, role: "COMMUNITY", sessionVersion: 0 });

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = {
      DATABASE_URL: database.target.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      SESSION_SECRET: SECRET,
    };
    // One after the other: the first migrates and seeds the fresh database.
    a = await startGatewayProcess(env);
    b = await startGatewayProcess(env);
  });
  afterAll(async () => {
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
});
