import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { ANY_TABLE, tableOf } from "../../schema/db/readTables.js";
import { createRedisDataVersion, type DataVersions } from "../readCache.js";

const redisUrl = process.env.REDIS_URL;

/** The versions two replicas share through one Redis hash (gateway/readCache.ts); run when REDIS_URL is set. */
describe.skipIf(!redisUrl)("read cache versions in Redis", () => {
  const prefix = `cyberlab-versions-${randomBytes(4).toString("hex")}:`;
  const redis = new Redis(redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const fail = (error: unknown) => {
    throw error;
  };
  const replicaA = createRedisDataVersion(redis, prefix, fail);
  const replicaB = createRedisDataVersion(redis, prefix, fail);
  afterAll(async () => {
    await redis.del(`${prefix}table-versions`, `${prefix}row-versions`);
    await redis.quit();
  });
  const versionOf = (versions: DataVersions | null, table: string) => versions!.tables.get(table);

  it("moves on both replicas only the versions of the tables one of them wrote", async () => {
    const before = await replicaB.current();
    await replicaA.advance(new Set([tableOf("Like"), tableOf("Discussion")]));
    const after = await replicaB.current();
    expect(after!.epoch).toBe(before!.epoch);
    expect(versionOf(after, "Like")).not.toBe(versionOf(before, "Like"));
    expect(versionOf(after, "Discussion")).toBe(versionOf(after, "Like"));
    expect(versionOf(after, "Course")).toBe(versionOf(before, "Course"));
    expect(versionOf(after, ANY_TABLE)).toBe(versionOf(before, ANY_TABLE));
    await replicaB.advance(new Set([ANY_TABLE]));
    expect(versionOf(await replicaA.current(), ANY_TABLE)).not.toBe(versionOf(after, ANY_TABLE));
  });

  it("starts a new generation when Redis loses the versions, so no old version comes back", async () => {
    const before = await replicaA.current();
    await redis.del(`${prefix}table-versions`);
    const [a, b] = await Promise.all([replicaA.current(), replicaB.current()]);
    expect(a!.epoch).not.toBe(before!.epoch);
    expect(b!.epoch).toBe(a!.epoch);
  });

  it("keeps the versions of rows and orders apart, read only when asked, each set to the count of writes", async () => {
    const row = "~Discussion:row:7";
    const order = "~Discussion:lab:LATEST_ACTIVITY";
    const before = (await replicaA.current())!;
    expect([...before.tables.keys()].some((key) => key.startsWith("~"))).toBe(false);
    await replicaB.advance(new Set([tableOf("Like"), row]));
    const after = (await replicaA.current())!;
    expect(after.seq).toBe(before.seq + 1);
    expect([...after.tables.keys()].some((key) => key.startsWith("~"))).toBe(false);
    const fine = await after.fine([row, order]);
    expect(fine!.values).toEqual([after.seq, 0]);
    expect(versionOf(after, "Like")).toBe(String(after.seq));
    // Lost (evicted) on its own: a new generation, so no answer kept under the old one is served.
    await redis.del(`${prefix}row-versions`);
    const again = await after.fine([row, order]);
    expect(again!.generation).not.toBe(fine!.generation);
    expect(again!.values).toEqual([0, 0]);
  });

  it("gives no versions (nothing cached) while Redis is unreachable", async () => {
    const errors: unknown[] = [];
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    const versions = createRedisDataVersion(down, prefix, (error) => void errors.push(error));
    expect(await versions.current()).toBeNull();
    expect(errors).toHaveLength(1);
    down.disconnect();
  });
});
