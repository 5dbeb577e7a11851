import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import type { Presence } from "../../presence.js";
import { createRedisPresence } from "../presenceStore.js";

const url = process.env.REDIS_URL;

/** Two replicas' presence on one Redis; run when REDIS_URL is set (as CI runs the tests). */
describe.skipIf(!url)("presence in Redis, shared by replicas", () => {
  const prefix = `cyberlab-test-${randomBytes(4).toString("hex")}:`;
  const opened: { presence: Presence; clients: Redis[] }[] = [];
  const replica = (timing: { pollExpiryMs?: number } = {}) => {
    const clients = [new Redis(url!), new Redis(url!), new Redis(url!)];
    clients.forEach((c) => c.on("error", () => undefined));
    const [redis, publisher, subscriber] = clients as [Redis, Redis, Redis];
    const presence = createRedisPresence({
      redis,
      publisher,
      subscriber,
      prefix,
      pollExpiryMs: timing.pollExpiryMs ?? 90_000,
      liveExpiryMs: 1_000,
      heartbeatMs: 250,
      sweepMs: 200,
    });
    opened.push({ presence, clients });
    return { presence, clients };
  };
  const changes = (presence: Presence) => {
    let count = 0;
    presence.onChange(() => count++);
    return () => count;
  };
  const until = async (check: () => Promise<boolean> | boolean, ms = 3_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  afterEach(async () => {
    for (const { presence, clients } of opened.splice(0)) {
      presence.close();
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    }
    const cleanup = new Redis(url!);
    const keys = await cleanup.keys(`${prefix}*`);
    if (keys.length) await cleanup.del(...keys);
    await cleanup.quit();
  });

  it("shows a request or a connection on one replica to the other, most recent first, and announces it", async () => {
    const a = replica();
    const b = replica();
    const bChanges = changes(b.presence);
    await new Promise((r) => setTimeout(r, 100)); // both subscribed to the channel
    a.presence.touch("maria");
    await until(async () => (await b.presence.onlineUserIds()).join() === "maria");
    await new Promise((r) => setTimeout(r, 5));
    const release = a.presence.connect("james");
    await until(async () => (await b.presence.onlineUserIds()).join() === "james,maria");
    await until(() => bChanges() === 2);
    release();
    await until(async () => (await b.presence.onlineUserIds()).join() === "maria");
    await until(() => bChanges() === 3);
    a.presence.touch("maria");
    await new Promise((r) => setTimeout(r, 300));
    expect(bChanges()).toBe(3);
  });

  it("drops the live users of a replica that stops heartbeating within the live expiry, but not its pollers' window", async () => {
    const a = replica();
    const b = replica();
    a.presence.connect("alex");
    a.presence.touch("maria");
    await until(async () => (await b.presence.onlineUserIds()).sort().join() === "alex,maria");
    // The replica dies: no more heartbeats, no clean-up.
    a.clients.forEach((c) => c.disconnect());
    const died = Date.now();
    await until(async () => (await b.presence.onlineUserIds()).join() === "maria", 3_000);
    expect(Date.now() - died).toBeLessThan(2_500);
  });

  it("keeps a connected user online while heartbeats continue, past the live expiry", async () => {
    const a = replica();
    const b = replica();
    a.presence.connect("alex");
    await new Promise((r) => setTimeout(r, 1_600));
    expect(await b.presence.onlineUserIds()).toEqual(["alex"]);
  });
});
