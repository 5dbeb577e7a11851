import type { FastifyBaseLogger } from "fastify";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { guardedPubSub } from "../schema/redis/guardedPubSub.js";
import { Redis } from "ioredis";
import type { AdapterFactory } from "oidc-provider";
import { redisAdapter } from "./oidc/redisAdapter.js";
import { type BoardEvents, createBoardEvents } from "../schema/boardEvents.js";
import { createMemoryPresence, type Presence, PRESENCE_EXPIRY_MS } from "../schema/presence.js";
import { createRedisPresence, HEARTBEAT_MS, LIVE_EXPIRY_MS } from "../schema/redis/presenceStore.js";
import { createMemoryRateLimitStore, type RateLimitStore } from "../schema/rateLimit.js";
import { createRedisRateLimitStore } from "../schema/redis/rateLimitStore.js";
import { createMemoryDataVersion, createRedisDataVersion, type DataVersion } from "./readCache.js";

export type RedisSettings = {
  url: string;
  /** Prefix of every key and channel, so deployments (or tests) can share one Redis. */
  prefix: string;
};

/**
 * What replicas must share: presence (and the subscriptions it feeds), rate-limit counters and the
 * table versions the read cache keeps its answers with (gateway/readCache.ts).
 * In memory for one process; in Redis when REDIS_URL is set, so any number of replicas agree.
 */
export type SharedState = {
  kind: "memory" | "redis";
  presence: Presence;
  /** New replies, for the pages that show them live. */
  boardEvents: BoardEvents;
  rateLimits: RateLimitStore;
  dataVersion: DataVersion;
  /**
   * The embedded OpenID provider's sign-in state in Redis; undefined in memory mode, where the
   * database keeps it (gateway/oidc/databaseAdapter.ts): a process's memory would tie a sign-in to it.
   */
  oidcAdapter?: AdapterFactory;
  /** Throws while the shared store is unreachable (readiness). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export async function createSharedState(options: {
  redis?: RedisSettings;
  log: FastifyBaseLogger;
}): Promise<SharedState> {
  if (!options.redis) {
    const presence = createMemoryPresence({ expiryMs: PRESENCE_EXPIRY_MS });
    const rateLimits = createMemoryRateLimitStore();
    return {
      kind: "memory",
      presence,
      boardEvents: createBoardEvents(),
      rateLimits,
      dataVersion: createMemoryDataVersion(),
      ping: async () => undefined,
      close: async () => {
        presence.close();
        await rateLimits.close();
      },
    };
  }
  const { url, prefix } = options.redis;
  const connect = (role: string) => {
    // Commands wait (offline queue) while Redis reconnects; a request fails after a bounded wait.
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `cyberlab-${role}` });
    client.on("error", (error: Error) => options.log.warn({ err: error, role }, "redis connection error"));
    return client;
  };
  const clients = [connect("commands"), connect("publisher"), connect("subscriber")] as const;
  try {
    await Promise.all(clients.map((client) => client.connect()));
  } catch (error) {
    clients.forEach((client) => client.disconnect());
    // The cause's text is in the message already: attached as `cause` too, a log would print it twice.
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactedUrl(url)}): ${(error as Error).message}`);
  }
  const [redis, publisher, subscriber] = clients;
  // A lost event costs an open page its live update, never the process: pages refetch on reconnect.
  const reportBoardEventError = (error: unknown) => options.log.warn({ err: error }, "board event not delivered");
  const presence = createRedisPresence({
    redis,
    publisher,
    subscriber,
    prefix,
    pollExpiryMs: PRESENCE_EXPIRY_MS,
    liveExpiryMs: LIVE_EXPIRY_MS,
    heartbeatMs: HEARTBEAT_MS,
    sweepMs: 1_000,
    onError: (error) => options.log.warn({ err: error }, "presence update failed"),
  });
  return {
    kind: "redis",
    presence,
    boardEvents: createBoardEvents(
      createRedisEventTarget({
        publishClient: guardedPubSub(publisher, reportBoardEventError),
        subscribeClient: guardedPubSub(subscriber, reportBoardEventError),
      }),
      prefix,
    ),
    rateLimits: createRedisRateLimitStore(redis, prefix),
    dataVersion: createRedisDataVersion(redis, prefix, (error) =>
      options.log.warn({ err: error }, "read cache version unavailable"),
    ),
    oidcAdapter: redisAdapter(redis, prefix),
    ping: async () => void (await redis.ping()),
    close: async () => {
      presence.close();
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

function redactedUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url) return "an invalid URL";
  if (url.password) url.password = "***";
  return url.toString();
}
