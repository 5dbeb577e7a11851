import type { Redis } from "ioredis";
import type { RateLimitStore, WindowCount } from "../rateLimit.js";

// One round trip, atomic: the first hit of a window sets its expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Rate-limit counters in Redis, shared by every replica; keys expire with their window. */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  const key = (name: string) => `${prefix}ratelimit:${name}`;
  const counted = (count: number, pttl: number): WindowCount =>
    count > 0 && pttl > 0 ? { count, resetInMs: pttl } : { count: 0, resetInMs: 0 };
  return {
    peek: async (name) => {
      const [count, pttl] = await redis
        .multi()
        .get(key(name))
        .pttl(key(name))
        .exec()
        .then((replies) => replies!.map(([, value]) => value));
      return counted(Number(count ?? 0), Number(pttl));
    },
    hit: async (name, windowMs) => {
      const [count, pttl] = (await redis.eval(HIT, 1, key(name), windowMs)) as [number, number];
      return counted(count, pttl);
    },
    reset: async (name) => void (await redis.del(key(name))),
    close: async () => undefined,
  };
}
