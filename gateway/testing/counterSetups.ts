import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { DatabaseTarget } from "../../schema/db/config.js";
import type { RedisSettings } from "../sharedState.js";

/**
 * Where the security tests run: PGlite with counters in memory always; PostgreSQL with counters in
 * Redis when the machine provides them (as CI runs the tests), so limits are proven on both stores.
 */
export const counterSetups: [DatabaseTarget["kind"], "memory" | "redis"][] = [["pglite", "memory"]];
if (process.env.DATABASE_URL) counterSetups.push(["postgres", process.env.REDIS_URL ? "redis" : "memory"]);
else if (process.env.REDIS_URL) counterSetups.push(["pglite", "redis"]);

/** Redis settings under a prefix of this run's own, and the clean-up that removes its keys afterwards. */
export function testRedis(store: "memory" | "redis"): { redis?: RedisSettings; cleanUp: () => Promise<void> } {
  if (store === "memory") return { cleanUp: async () => undefined };
  const redis = { url: process.env.REDIS_URL!, prefix: `cyberlab-test-${randomBytes(4).toString("hex")}:` };
  return {
    redis,
    cleanUp: async () => {
      const client = new Redis(redis.url);
      const keys = await client.keys(`${redis.prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    },
  };
}
