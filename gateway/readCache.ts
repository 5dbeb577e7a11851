import { randomUUID } from "node:crypto";
import { useResponseCache } from "@envelop/response-cache";
import type { Plugin } from "graphql-yoga";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { Context, Viewer } from "../schema/context.js";
import { ANY_TABLE, tableOf } from "../schema/db/writeSignal.js";

/**
 * The read cache: answers to GraphQL queries and the check of each request's session, kept per
 * viewer and per *data version*.
 *
 * The rule: every write the app makes moves the data version once it is committed
 * (schema/db/writeSignal.ts, through Database.onWrite); each request reads the version before it
 * reads anything else, and looks up and stores cached answers under it. (Session checks follow a
 * second version that only writes to the accounts table move.) An answer cached before a
 * write is therefore never served after that write, on any replica: the version lives in memory
 * for one process, and in Redis when REDIS_URL is set. So the cache needs no list of which write
 * touches which answer, and a new field needs no care unless it reads something other than the
 * database and the viewer (then it goes into UNCACHED_FIELDS).
 *
 * READ_CACHE_TTL_MS bounds what a write made outside the app (psql, another program) can leave
 * stale. Writes are rare next to reads on the board and the catalogues, which is what this is
 * for: the community feed answers from memory until someone writes (bench/benchmarks/feed.ts).
 */
export const READ_CACHE_TTL_MS = 5_000;

/** Root fields whose answers depend on more than the database and the viewer: never cached. */
export const UNCACHED_FIELDS = [
  // Presence lives in memory or Redis and changes without a database write.
  "Query.onlineUsers",
  // A member's whole data export: asked for rarely, and large; not worth a place in the cache.
  "Query.myData",
  // The directory's "Online now" filter and every member's online dot read presence too.
  "Query.members",
  "User.isOnline",
] as const;

/** Answers kept per process at most, by count and by their JSON's length (least recently used go first). */
const MAX_CACHED_ANSWERS = 5_000;
const MAX_CACHED_CHARACTERS = 64 * 1024 * 1024;

/** The table the session check reads (schema/auth/viewer.ts, resolveViewer): the accounts' model's. */
const SESSION_TABLE = tableOf("User");

/**
 * Where reads stand: `data` moves with every write, `sessions` only with writes to the table the
 * session check reads, so liking or posting leaves everyone's session check cached.
 */
export type DataVersions = { data: string; sessions: string };

export type DataVersion = {
  /** The versions reads start at; null when they cannot be known (Redis unreachable): then nothing is cached. */
  current: () => Promise<DataVersions | null>;
  /** After a committed write to these tables (ANY_TABLE: unknown): answers cached until now are left behind. */
  advance: (tables: ReadonlySet<string>) => Promise<void>;
};

const touchesSessions = (tables: ReadonlySet<string>) => tables.has(SESSION_TABLE) || tables.has(ANY_TABLE);

export function createMemoryDataVersion(): DataVersion {
  let data = 0;
  let sessions = 0;
  return {
    current: async () => ({ data: String(data), sessions: String(sessions) }),
    advance: async (tables) => {
      data++;
      if (touchesSessions(tables)) sessions++;
    },
  };
}

/**
 * Shared by every replica: a random token per write, so that a Redis restart (the keys gone) can
 * never bring back a version some replica has answers cached under.
 */
export function createRedisDataVersion(redis: Redis, prefix: string, onError: (error: unknown) => void): DataVersion {
  const dataKey = `${prefix}data-version`;
  const sessionsKey = `${prefix}sessions-version`;
  return {
    current: async () => {
      try {
        const [data, sessions] = await redis.mget(dataKey, sessionsKey);
        return { data: data ?? "initial", sessions: sessions ?? "initial" };
      } catch (error) {
        onError(error);
        return null;
      }
    },
    advance: async (tables) => {
      const token = randomUUID();
      try {
        await (touchesSessions(tables) ? redis.mset(dataKey, token, sessionsKey, token) : redis.set(dataKey, token));
      } catch (error) {
        // The write stands; other replicas may serve answers from before it for READ_CACHE_TTL_MS.
        onError(error);
      }
    },
  };
}

/** Yoga's per-request context as far as the cache needs it: the version read when the request began. */
export type CacheScope = Pick<Context, "viewer"> & { readVersions?: DataVersions | null };

/** Caches GraphQL query answers per data version and viewer (errors and mutations never). */
export function responseCachePlugin(): Plugin<CacheScope> {
  const answers = new LRUCache<string, object>({
    max: MAX_CACHED_ANSWERS,
    maxSize: MAX_CACHED_CHARACTERS,
    // One answer may take at most 1/16 of the space; a larger one is simply not kept.
    maxEntrySize: MAX_CACHED_CHARACTERS / 16,
    sizeCalculation: (answer) => JSON.stringify(answer).length || 1,
    ttl: READ_CACHE_TTL_MS,
  });
  return useResponseCache<CacheScope>({
    enabled: (context) => context.readVersions != null,
    session: (context) => `${context.readVersions?.data}:${context.viewer?.id ?? "signed-out"}`,
    ttl: READ_CACHE_TTL_MS,
    ttlPerSchemaCoordinate: Object.fromEntries(UNCACHED_FIELDS.map((field) => [field, 0])),
    // No entity ids to collect (the version does the invalidating): no extra id field is added to
    // each selection of the documents it executes.
    idFields: [],
    // Answers with errors (signed out, not found, …) are worked out again each time (the default says so on the
    // console).
    shouldCacheResult: ({ result }) => !result.errors?.length,
    cache: {
      get: (key) => answers.get(key),
      set: (key, answer, _entities, ttl) => void answers.set(key, answer, { ttl }),
      // Mutations run every time and end here (the library's default `invalidateViaMutation`;
      // turning it off would send them through the query cache instead). A write moves the
      // version, so there is nothing to invalidate entity by entity.
      invalidate: () => undefined,
    },
  }) as Plugin<CacheScope>;
}

/**
 * The session check (account active, session version unchanged) of each request, remembered per
 * version of the accounts table: disabling an account, changing its password or signing out
 * everywhere writes to it, so it takes effect on the next request as before.
 */
export function createViewerCache<S extends { userId?: string; version?: number }>(
  resolve: (session: S) => Promise<Viewer | null>,
) {
  const viewers = new LRUCache<string, { viewer: Viewer | null }>({ max: 10_000, ttl: READ_CACHE_TTL_MS });
  return async (session: S, readVersions: DataVersions | null | undefined): Promise<Viewer | null> => {
    if (!session.userId || readVersions == null) return resolve(session);
    const key = `${readVersions.sessions}:${session.userId}:${session.version}`;
    const known = viewers.get(key);
    if (known) return known.viewer;
    const viewer = await resolve(session);
    viewers.set(key, { viewer });
    return viewer;
  };
}
