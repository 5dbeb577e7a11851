import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { AdapterFactory } from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../schema/db/database.js";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { databaseAdapter, PURGE_EVERY_MS } from "../databaseAdapter.js";
import { redisAdapter } from "../redisAdapter.js";

// The embedded provider's storage, as every replica sees it: each behaviour oidc-provider relies on,
// against the real stores (Redis with REDIS_URL, each database kind).

type Store = { name: string; factory: () => AdapterFactory };
const stores: Store[] = [];
const redisUrl = process.env.REDIS_URL;
const prefix = `cyberlab-oidc-test-${randomBytes(4).toString("hex")}:`;
let redis: Redis | undefined;
const databases: { kind: string; test: TestDatabase; db: Database }[] = [];

if (redisUrl) stores.push({ name: "redis", factory: () => redisAdapter(redis!, prefix) });
for (const kind of testDatabaseKinds) {
  stores.push({ name: kind, factory: () => databaseAdapter(databases.find((d) => d.kind === kind)!.db.prisma) });
}

beforeAll(async () => {
  if (redisUrl) redis = new Redis(redisUrl);
  for (const kind of testDatabaseKinds) {
    const test = await createTestDatabase(kind);
    const db = await openDatabase(test.target, { poolSize: 2 });
    await db.migrate();
    databases.push({ kind, test, db });
  }
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  for (const { db, test } of databases) {
    await db.close();
    await test.drop();
  }
});

const unique = () => randomBytes(6).toString("hex");

describe.each(stores)("the embedded provider's storage in $name", ({ factory }) => {
  it("finds nothing, and fails nothing, for an id a request made up with a NUL byte in it", async () => {
    const adapter = factory()("Client");
    const id = `a\u0000${unique()}`;
    expect(await adapter.find(id)).toBeUndefined();
    expect(await adapter.findByUid(id)).toBeUndefined();
    expect(await adapter.findByUserCode(id)).toBeUndefined();
    await expect(adapter.consume(id)).resolves.toBeUndefined();
    await expect(adapter.destroy(id)).resolves.toBeUndefined();
    await expect(adapter.revokeByGrantId(id)).resolves.toBeUndefined();
  });

  it("finds what was upserted, per model, and replaces it on the next upsert", async () => {
    const adapter = factory();
    const id = unique();
    await adapter("Interaction").upsert(id, { kind: "Interaction", returnTo: "/a" }, 60);
    expect(await adapter("Interaction").find(id)).toEqual({ kind: "Interaction", returnTo: "/a" });
    // Another model under the same id is another entry.
    expect(await adapter("Session").find(id)).toBeUndefined();
    await adapter("Interaction").upsert(id, { kind: "Interaction", returnTo: "/b" }, 60);
    expect(await adapter("Interaction").find(id)).toEqual({ kind: "Interaction", returnTo: "/b" });
    expect(await adapter("Interaction").find(unique())).toBeUndefined();
  });

  it("is shared: what one replica's provider stored, another's finds", async () => {
    const id = unique();
    await factory()("Session").upsert(id, { uid: `u-${id}`, accountId: "member-1" }, 60);
    expect(await factory()("Session").find(id)).toEqual({ uid: `u-${id}`, accountId: "member-1" });
  });

  it("marks a code consumed once, with the time, and keeps it findable", async () => {
    const codes = factory()("AuthorizationCode");
    const id = unique();
    await codes.upsert(id, { grantId: unique(), kind: "AuthorizationCode" }, 60);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume(id);
    const consumed = (await codes.find(id))?.consumed as number;
    expect(consumed).toBeGreaterThanOrEqual(before);
    expect(consumed).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    // Consuming what is gone brings nothing back.
    const gone = unique();
    await codes.consume(gone);
    expect(await codes.find(gone)).toBeUndefined();
  });

  it("forgets a destroyed entry", async () => {
    const sessions = factory()("Session");
    const id = unique();
    await sessions.upsert(id, { uid: `u-${id}` }, 60);
    await sessions.destroy(id);
    expect(await sessions.find(id)).toBeUndefined();
    expect(await sessions.findByUid(`u-${id}`)).toBeUndefined();
  });

  it("finds a session by its uid and a device code by its user code", async () => {
    const adapter = factory();
    const id = unique();
    await adapter("Session").upsert(id, { uid: `uid-${id}`, accountId: "member-2" }, 60);
    expect(await adapter("Session").findByUid(`uid-${id}`)).toEqual({ uid: `uid-${id}`, accountId: "member-2" });
    expect(await adapter("Session").findByUid(`uid-${unique()}`)).toBeUndefined();
    await adapter("DeviceCode").upsert(id, { userCode: `UC-${id}`, grantId: unique() }, 60);
    expect(await adapter("DeviceCode").findByUserCode(`UC-${id}`)).toMatchObject({ userCode: `UC-${id}` });
    expect(await adapter("DeviceCode").findByUserCode(`UC-${unique()}`)).toBeUndefined();
  });

  it("revokes every artefact of one grant, whatever its model, and nothing of another grant", async () => {
    const adapter = factory();
    const [grant, other, code, token, kept] = [unique(), unique(), unique(), unique(), unique()];
    await adapter("AuthorizationCode").upsert(code, { grantId: grant }, 60);
    await adapter("AccessToken").upsert(token, { grantId: grant }, 600);
    await adapter("AccessToken").upsert(kept, { grantId: other }, 600);
    await adapter("AccessToken").revokeByGrantId(grant);
    expect(await adapter("AuthorizationCode").find(code)).toBeUndefined();
    expect(await adapter("AccessToken").find(token)).toBeUndefined();
    expect(await adapter("AccessToken").find(kept)).toEqual({ grantId: other });
  });
});

describe.skipIf(!redisUrl)("expiry in Redis", () => {
  it("drops an entry and its indexes when its TTL runs out", async () => {
    const sessions = redisAdapter(redis!, prefix)("Session");
    const id = unique();
    await sessions.upsert(id, { uid: `u-${id}` }, 1);
    expect(await sessions.findByUid(`u-${id}`)).toBeDefined();
    expect(await redis!.ttl(`${prefix}oidc:Session:${id}`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await sessions.find(id)).toBeUndefined();
    expect(await sessions.findByUid(`u-${id}`)).toBeUndefined();
    expect(await redis!.exists(`${prefix}oidc:Session:${id}`, `${prefix}oidc:uid:u-${id}`)).toBe(0);
  });

  it("keeps a grant's list as long as its longest-lived artefact", async () => {
    const adapter = redisAdapter(redis!, prefix);
    const grant = unique();
    await adapter("AccessToken").upsert(unique(), { grantId: grant }, 600);
    await adapter("AuthorizationCode").upsert(unique(), { grantId: grant }, 60);
    expect(await redis!.ttl(`${prefix}oidc:grant:${grant}`)).toBeGreaterThan(590);
  });
});

describe.each(testDatabaseKinds)("expiry in the database (%s)", (kind) => {
  it("treats an expired row as gone at once and purges expired rows on a later write", async () => {
    const { prisma } = databases.find((d) => d.kind === kind)!.db;
    let now = Date.now();
    const adapter = databaseAdapter(prisma, () => now);
    const [session, code] = [unique(), unique()];
    // The first write purges (nothing yet); the clock then moves on.
    await adapter("Session").upsert(session, { uid: `u-${session}` }, 10);
    await adapter("DeviceCode").upsert(code, { userCode: `UC-${code}` }, 10);
    now += 10_000;
    expect(await adapter("Session").find(session)).toBeUndefined();
    expect(await adapter("Session").findByUid(`u-${session}`)).toBeUndefined();
    expect(await adapter("DeviceCode").findByUserCode(`UC-${code}`)).toBeUndefined();
    // Still stored until the next purge, at most once per PURGE_EVERY_MS.
    expect(await prisma.oidcPayload.count({ where: { id: { in: [session, code] } } })).toBe(2);
    now += PURGE_EVERY_MS;
    const fresh = unique();
    await adapter("Session").upsert(fresh, {}, 60);
    expect(await prisma.oidcPayload.count({ where: { id: { in: [session, code] } } })).toBe(0);
    expect(await adapter("Session").find(fresh)).toEqual({});
  });

  it("keeps an entry without a TTL until it is destroyed", async () => {
    const { prisma } = databases.find((d) => d.kind === kind)!.db;
    const clients = databaseAdapter(prisma)("Client");
    const id = unique();
    await clients.upsert(id, { client_id: id }, 0);
    expect(await prisma.oidcPayload.findUnique({ where: { model_id: { model: "Client", id } } })).toMatchObject({
      expiresAt: null,
    });
    expect(await clients.find(id)).toEqual({ client_id: id });
  });
});
