import type { Redis } from "ioredis";
import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";
import { GRANT_BOUND_MODELS } from "./adapterModels.js";

// Marks a stored payload consumed, unless it expired or was destroyed meanwhile (HSET would revive it without a TTL).
const CONSUME = `if redis.call("exists", KEYS[1]) == 1 then redis.call("hset", KEYS[1], "consumed", ARGV[1]) end`;
// Adds an artefact to its grant's list; the list lives as long as its longest-lived artefact.
const ADD_TO_GRANT = `redis.call("sadd", KEYS[1], ARGV[1])
if redis.call("ttl", KEYS[1]) < tonumber(ARGV[2]) then redis.call("expire", KEYS[1], ARGV[2]) end`;

/**
 * The embedded provider's storage in Redis (with REDIS_URL): sessions, interactions, codes and
 * grants are seen by every replica, so each step of a sign-in may land on any of them, and a
 * restart signs no one out. Every entry expires with its TTL (Redis drops it).
 * Layout under the prefix: `oidc:<model>:<id>` a hash (payload JSON, consumed time), and the
 * indexes `oidc:uid:<uid>`, `oidc:userCode:<code>` (→ id) and `oidc:grant:<grantId>` (→ keys).
 */
export function redisAdapter(redis: Redis, prefix: string): AdapterFactory {
  const base = `${prefix}oidc:`;
  const grantKey = (grantId: string) => `${base}grant:${grantId}`;

  return (model: string): Adapter => {
    const key = (id: string) => `${base}${model}:${id}`;
    const find = async (id: string): Promise<AdapterPayload | undefined> => {
      const stored = await redis.hgetall(key(id));
      if (stored.payload === undefined) return undefined;
      const payload = JSON.parse(stored.payload) as AdapterPayload;
      return stored.consumed === undefined ? payload : { ...payload, consumed: Number(stored.consumed) };
    };
    const findByIndex = async (indexKey: string) => {
      const id = await redis.get(indexKey);
      return id === null ? undefined : find(id);
    };

    return {
      upsert: async (id, payload, expiresIn) => {
        const ttl = expiresIn > 0 ? expiresIn : undefined;
        const write = redis.multi().del(key(id)).hset(key(id), "payload", JSON.stringify(payload));
        if (ttl) write.expire(key(id), ttl);
        const index = (indexKey: string) => (ttl ? write.set(indexKey, id, "EX", ttl) : write.set(indexKey, id));
        if (model === "Session" && payload.uid) index(`${base}uid:${payload.uid}`);
        if (payload.userCode) index(`${base}userCode:${payload.userCode}`);
        if (GRANT_BOUND_MODELS.has(model) && payload.grantId) {
          const grant = grantKey(payload.grantId);
          if (ttl) write.eval(ADD_TO_GRANT, 1, grant, key(id), String(ttl));
          else write.sadd(grant, key(id)).persist(grant);
        }
        await write.exec();
      },
      find,
      findByUid: (uid) => findByIndex(`${base}uid:${uid}`),
      findByUserCode: (userCode) => findByIndex(`${base}userCode:${userCode}`),
      consume: async (id) => {
        await redis.eval(CONSUME, 1, key(id), String(Math.floor(Date.now() / 1000)));
      },
      destroy: async (id) => {
        await redis.del(key(id));
      },
      revokeByGrantId: async (grantId) => {
        const keys = await redis.smembers(grantKey(grantId));
        await redis.del(grantKey(grantId), ...keys);
      },
    };
  };
}
