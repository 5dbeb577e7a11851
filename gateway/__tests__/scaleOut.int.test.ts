import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../schema/testing/testDatabases.js";
import { onlineNames, watchOnlineUsers, wsClient } from "../testing/onlineUsersWatch.js";
import { sessionCookieFor } from "../testing/restClient.js";

const SECRET = "scale-out-test-secret-at-least-32-characters";
const root = path.resolve(import.meta.dirname, "../..");
const redisUrl = process.env.REDIS_URL;
const LIVE_EXPIRY_MS = 10_000;

/** A real gateway process, as `npm start` runs it (without the web build). */
type Replica = { url: string; process: ChildProcess; output: string[]; dataDir: string };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-replica-"));
  // node --import tsx: one process, so SIGKILL kills the gateway itself (the tsx CLI would fork a child).
  const child = spawn(process.execPath, ["--import", "tsx", "gateway/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST: "/nonexistent", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica exited with ${child.exitCode}: ${output.join("")}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { url, process: child, output, dataDir };
    if (Date.now() > deadline) throw new Error(`replica not ready: ${output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/** Two gateway processes on one PostgreSQL database and one Redis; run when DATABASE_URL and REDIS_URL are set. */
describe.skipIf(!process.env.DATABASE_URL || !redisUrl)("two gateway replicas on PostgreSQL and Redis", () => {
  const prefix = `cyberlab-scale-${randomBytes(4).toString("hex")}:`;
  let database: TestDatabase;
  let a: Replica;
  let b: Replica;
  const community = (id: string) => sessionCookieFor(SECRET, { id, role: "COMMUNITY", sessionVersion: 0 });

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = { DATABASE_URL: database.target.url, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix, SESSION_SECRET: SECRET };
    // One after the other: the first migrates and seeds the fresh database.
    a = await startReplica(env);
    b = await startReplica(env);
  });
  afterAll(async () => {
    for (const replica of [a, b]) {
      if (!replica) continue;
      replica.process.kill("SIGTERM");
      await exited(replica.process);
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
      body: JSON.stringify({ query: "query ($q: String) { discussions(first: 5, search: $q) { edges { node { title content } } } }", variables: { q: title } }),
    });
    expect(await read.json()).toEqual({ data: { discussions: { edges: [{ node: { title, content: "Written on replica A." } }] } } });
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
