import { randomUUID } from "node:crypto";
import {
  type DocumentNode,
  type ExecutionResult,
  getOperationAST,
  type GraphQLSchema,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { isPromise, type Plugin } from "graphql-yoga";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { Context, Viewer } from "../schema/context.js";
import { FINE, isFineKey } from "../schema/db/boardPages.js";
import { ANY_TABLE, PRESENCE, recordingReads, tableOf } from "../schema/db/readTables.js";

/**
 * The read cache: answers to GraphQL queries and the check of each request's session, kept per
 * *what they read of the viewer* and per *version of the tables they read*.
 *
 * The rule: every table has a version, and every write the app makes moves the versions of the
 * tables it changed once it is committed (schema/db/writeSignal.ts, through Database.onWrite). Each
 * request reads the versions before it reads anything else. A query's execution records the tables
 * its statements read (schema/db/readTables.ts); its answer is kept with the versions, as they
 * were when the request began, of those tables, and served only while all of them are unchanged.
 * So a like (tables Like, Discussion, Notification) leaves the course list, the lessons and everyone's
 * session check cached, and the next feed after it is worked out again. An answer cached before a write is
 * never served after that write, on any replica: the versions live in memory for one process, and
 * in one Redis hash when REDIS_URL is set. A write committed while a query runs moves versions the
 * query had already taken, so its possibly older answer is kept under versions that are already
 * gone. The cache needs no list of which write touches which answer, and a new field needs no care
 * unless it reads something other than the database, who is online and the viewer (then it goes
 * into UNCACHED_FIELDS). A statement whose tables cannot be told from its text counts as reading, or
 * writing, any table. Who is online is versioned like a table (PRESENCE): each arrival or departure
 * moves its version, and an answer that looked the list up is kept under it.
 *
 * The viewer the same way: an execution sees a viewer that notes each property read of it, and its
 * answer is served to every viewer alike in those (and signed in, or not). The online list reads
 * only the role and moderator flag its authorization checks: one answer serves every member; a feed
 * with `viewerHasLiked` reads the id: one answer per member.
 *
 * Writes made outside the app (psql, another program) are told by PostgreSQL (gateway/outsideWrites.ts)
 * and move the versions of the tables they changed. Answers are kept READ_CACHE_LIFETIME_MS while
 * those writes are heard (on the embedded database, which no other program can open, always), and
 * READ_CACHE_TTL_MS otherwise, which then bounds what such a write can leave stale. An answer that
 * shows who is online keeps READ_CACHE_TTL_MS too: the list's order (last activity first) moves with
 * every request its members make, which no version follows.
 */
export const READ_CACHE_TTL_MS = 5_000;
export const READ_CACHE_LIFETIME_MS = 5 * 60_000;

/** How long an answer kept now may be served: long while every write is heard (answerLifetime). */
export function answerLifetime(database: "pglite" | "postgres", hearing: () => boolean): () => number {
  return () => (database === "pglite" || hearing() ? READ_CACHE_LIFETIME_MS : READ_CACHE_TTL_MS);
}

/** Fields whose answers are never cached. */
export const UNCACHED_FIELDS = [
  // A member's whole data export: asked for rarely, and large; not worth a place in the cache.
  "Query.myData",
] as const;

/** Answers kept per process at most, by count and by their JSON's length (least recently used go first). */
const MAX_CACHED_ANSWERS = 5_000;
const MAX_CACHED_CHARACTERS = 64 * 1024 * 1024;

/** The table the session check reads (schema/auth/viewer.ts, resolveViewer): the accounts' model's. */
const SESSION_TABLE = tableOf("User");
/** A version every write moves: that of answers whose reads could not all be told. */
const EVERY_WRITE = "+";
/** The versions' generation: new when the store loses them (a Redis restart), so no old version comes back. */
const EPOCH = "@epoch";
/** The count of writes, kept with the tables' versions. */
const SEQ = "@seq";

/**
 * Where reads stand when a request begins: a version per table (tables never written have none),
 * and the count of writes so far (`seq`: every version is the count the write that set it brought
 * it to). The versions of rows and list orders (schema/db/boardPages.ts, keys beginning with `~`)
 * are too many to read at every request: `fine` reads those an answer depends on, when it is about
 * to be served or kept.
 */
export type DataVersions = {
  readonly epoch: string;
  readonly seq: number;
  readonly tables: ReadonlyMap<string, string>;
  /** The current versions of these keys, with the generation of their store; null when it cannot be read. */
  readonly fine: (keys: readonly string[]) => Promise<FineVersions | null>;
};

/** Versions of rows and orders as read at one moment: 0 for a key never moved in this generation. */
export type FineVersions = { readonly generation: string; readonly values: readonly number[] };

const versionOf = (versions: DataVersions, table: string) => versions.tables.get(table) ?? "0";

/**
 * The table versions an answer that read these depends on (a write to any table moves ANY_TABLE's;
 * the rows' and orders' are read apart, fineDependencies).
 * An answer that recorded no read at all is kept only until the next write, whatever it changed: a
 * statement run outside the request's async context would go unrecorded, and must not leave the
 * answer stale (answers that read no table are few and cheap to work out again).
 */
function dependencies(versions: DataVersions, read: ReadonlySet<string>): [string, string][] {
  const tables = [...read].filter((key) => !isFineKey(key));
  const keys = tables.length === 0 || read.has(ANY_TABLE) ? [EVERY_WRITE] : [...tables, ANY_TABLE];
  return [[EPOCH, versions.epoch], ...keys.map((table): [string, string] => [table, versionOf(versions, table)])];
}

const unchanged = (versions: DataVersions, dependsOn: readonly [string, string][]) =>
  dependsOn.every(([table, version]) => (table === EPOCH ? versions.epoch : versionOf(versions, table)) === version);

/** An answer's row and order versions, as they were when it was worked out. */
type FineDependencies = { keys: readonly string[]; generation: string; values: readonly number[] };

/** Whether none of these keys has moved since (false when they cannot be read). */
async function fineUnchanged(versions: DataVersions, kept: FineDependencies): Promise<boolean> {
  const now = await versions.fine(kept.keys);
  return now?.generation === kept.generation && now.values.every((value, i) => value === kept.values[i]);
}

/**
 * The row and order versions an answer worked out from the request's start depends on: read once it
 * is worked out, and null (not kept) when one of them moved after the request began, since the
 * answer may or may not show that write.
 */
async function fineDependencies(versions: DataVersions, read: ReadonlySet<string>) {
  const keys = [...read].filter(isFineKey);
  if (keys.length === 0) return undefined;
  const now = await versions.fine(keys);
  if (now === null || now.values.some((value) => value > versions.seq)) return null;
  return { keys, generation: now.generation, values: now.values };
}

export type DataVersion = {
  /** The versions reads start at; null when they cannot be known (Redis unreachable): then nothing is cached. */
  current: () => Promise<DataVersions | null>;
  /** After a committed write to these tables, rows and orders (ANY_TABLE: unknown): their readers are left behind. */
  advance: (tables: ReadonlySet<string>) => Promise<void>;
};

/** Tables no GraphQL answer reads (the embedded OpenID provider's storage): a sign-in step keeps cached answers. */
const OUTSIDE_ANSWERS = new Set([tableOf("OidcPayload")]);

/** Whether a committed write to these tables can change an answer (ANY_TABLE: it may). */
export const changesAnswers = (tables: ReadonlySet<string>) => [...tables].some((table) => !OUTSIDE_ANSWERS.has(table));

/** The versions a write to these tables moves. */
const moved = (tables: ReadonlySet<string>) => [...tables, EVERY_WRITE];

export function createMemoryDataVersion(): DataVersion {
  let writes = 0;
  const tables = new Map<string, string>();
  const fine = new Map<string, number>();
  const readFine = async (keys: readonly string[]) => ({
    generation: "memory",
    values: keys.map((key) => fine.get(key) ?? 0),
  });
  return {
    current: async () => ({ epoch: "memory", seq: writes, tables: new Map(tables), fine: readFine }),
    advance: async (written) => {
      const version = ++writes;
      for (const key of moved(written)) {
        if (isFineKey(key)) fine.set(key, version);
        else tables.set(key, String(version));
      }
    },
  };
}

/** Counts the write, and sets the tables' versions in one hash and the rows' and orders' in another. */
const ADVANCE = `
local version = redis.call('HINCRBY', KEYS[1], '${SEQ}', 1)
for _, key in ipairs(ARGV) do
  redis.call('HSET', string.sub(key, 1, 1) == '${FINE}' and KEYS[2] or KEYS[1], key, version)
end
return version`;

/**
 * Shared by every replica: one hash of the tables' versions and the count of writes (read with one
 * HGETALL per request), and one of the rows' and orders' (read with HMGET, only the keys an answer
 * depends on). Each write counts itself and sets the versions it moves to its count, in one script.
 * A random generation is set in each hash when it has none (a Redis restart, the keys evicted), so
 * no replica ever sees again a version it has answers cached under.
 */
export function createRedisDataVersion(redis: Redis, prefix: string, onError: (error: unknown) => void): DataVersion {
  const key = `${prefix}table-versions`;
  const fineKey = `${prefix}row-versions`;
  const readFine = async (keys: readonly string[]): Promise<FineVersions | null> => {
    try {
      let [generation, ...values] = await redis.hmget(fineKey, EPOCH, ...keys);
      if (generation == null) {
        await redis.hsetnx(fineKey, EPOCH, randomUUID());
        [generation, ...values] = await redis.hmget(fineKey, EPOCH, ...keys);
      }
      return generation == null ? null : { generation, values: values.map((value) => Number(value ?? 0)) };
    } catch (error) {
      onError(error);
      return null;
    }
  };
  return {
    current: async () => {
      try {
        let fields = await redis.hgetall(key);
        if (fields[EPOCH] === undefined) {
          await redis.hsetnx(key, EPOCH, randomUUID());
          fields = await redis.hgetall(key);
        }
        const { [EPOCH]: epoch, [SEQ]: seq, ...tables } = fields;
        if (epoch === undefined) return null;
        return { epoch, seq: Number(seq ?? 0), tables: new Map(Object.entries(tables)), fine: readFine };
      } catch (error) {
        onError(error);
        return null;
      }
    },
    advance: async (tables) => {
      try {
        await redis.eval(ADVANCE, 2, key, fineKey, ...moved(tables));
      } catch (error) {
        // The write stands; other replicas may serve answers from before it for READ_CACHE_TTL_MS.
        onError(error);
      }
    },
  };
}

/** Yoga's per-request context as far as the cache needs it: the versions read when the request began. */
export type CacheScope = Pick<Context, "viewer" | "transport"> & {
  readVersions?: DataVersions | null;
  /** The HTTP reply an operation answers through, if any (/graphql, REST): told whether the cache answered. */
  reply?: { header(name: string, value: string): unknown };
};

/** The response header telling whether the cache answered a query (`hit`) or worked it out (`miss`). */
export const READ_CACHE_HEADER = "x-read-cache";

type CachedAnswer = {
  answer: object;
  characters: number;
  dependsOn: [string, string][];
  fine: FineDependencies | undefined;
};
type OnExecute = NonNullable<Plugin<CacheScope>["onExecute"]>;
type OnExecutePayload = Parameters<OnExecute>[0];

/**
 * Caches GraphQL query answers per what they read of the viewer, with the versions of the tables
 * they read (errors, mutations, subscriptions and answers touching UNCACHED_FIELDS never).
 *
 * A plugin of its own rather than @envelop/response-cache: its key is the document, the variables
 * and a session id, where this one's part for the viewer is known only once an answer has been
 * worked out (what its execution read of the viewer); whether an entry may be served depends on the
 * request's versions and each entry carries its own, which that library's store interface cannot
 * see; and its entity-id tracking, which it adds to every selection, is not needed.
 */
export function responseCachePlugin(lifetime: () => number = () => READ_CACHE_TTL_MS): Plugin<CacheScope> {
  const answers = new LRUCache<string, CachedAnswer>({
    max: MAX_CACHED_ANSWERS,
    maxSize: MAX_CACHED_CHARACTERS,
    // One answer may take at most 1/16 of the space; a larger one is simply not kept.
    maxEntrySize: MAX_CACHED_CHARACTERS / 16,
    sizeCalculation: ({ characters }) => characters || 1,
    // Set per answer (lifetime): this is the longest.
    ttl: READ_CACHE_LIFETIME_MS,
  });
  /** Per operation asked (document, variables, transport): the lists of viewer properties its answers were kept by. */
  const variants = new LRUCache<string, Set<string>>({ max: MAX_CACHED_ANSWERS });
  const cacheable = cacheableDocuments();
  /** Contexts an operation has run under (a REST call runs several under one). */
  const used = new WeakSet<object>();
  /**
   * Answers being worked out, under the keys they will most likely be kept by (the variants known):
   * a request that would share one waits for it rather than working the same answer out again (the
   * online list, asked by every open board at once).
   */
  const inFlight = new Map<string, Promise<void>>();

  const serve = (payload: OnExecutePayload, fresh: boolean, mayWait: boolean): ReturnType<OnExecute> => {
    const { args, setResultAndStopExecution } = payload;
    const { contextValue: context, document, operationName, variableValues } = args;
    const versions = context.readVersions;
    if (versions == null || !cacheable(args.schema, document, operationName)) return;
    const operation = `${cacheable.idOf(document)}:${operationName ?? ""}:${JSON.stringify(variableValues ?? {})}:${context.transport}`;
    const keys = [...(variants.get(operation) ?? [])].map((variant) => answerKey(operation, variant, context.viewer));
    const found: CachedAnswer[] = [];
    for (const key of keys) {
      const known = answers.get(key);
      if (known && unchanged(versions, known.dependsOn)) found.push(known);
    }
    const hit = (known: CachedAnswer) => {
      context.reply?.header(READ_CACHE_HEADER, "hit");
      setResultAndStopExecution(known.answer);
    };
    const plain = found.find((known) => known.fine === undefined);
    if (plain) return hit(plain);
    const workingOut = () => workOut(payload, { versions, operation, keys, fresh, mayWait });
    if (found.length === 0) return workingOut();
    // Answers that depend on rows and orders too: served once those are read unchanged.
    return (async () => {
      for (const known of found) if (await fineUnchanged(versions, known.fine!)) return hit(known);
      return workingOut();
    })();
  };

  type Asked = { versions: DataVersions; operation: string; keys: string[]; fresh: boolean; mayWait: boolean };
  const workOut = (payload: OnExecutePayload, asked: Asked): ReturnType<OnExecute> => {
    const { versions, operation, keys, fresh, mayWait } = asked;
    const { args, executeFn, setExecuteFn } = payload;
    const { contextValue: context } = args;
    const pending = mayWait ? keys.map((key) => inFlight.get(key)).find((each) => each !== undefined) : undefined;
    if (pending) return pending.then(() => serve(payload, fresh, false));

    context.reply?.header(READ_CACHE_HEADER, "miss");
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const mine = keys.filter((key) => !inFlight.has(key));
    mine.forEach((key) => inFlight.set(key, settled));
    const release = () => {
      mine.forEach((key) => inFlight.get(key) === settled && inFlight.delete(key));
      settle();
    };
    const read = new Set<string>();
    // What the execution reads of the viewer: the answer is kept for every viewer alike in that.
    const viewerRead = new Set<string>();
    const viewer = context.viewer;
    const recording = viewer && recordingViewer(viewer, viewerRead);
    if (recording) context.viewer = recording;
    // The row and order versions it read, once it is worked out (null: one moved meanwhile, not kept).
    let fine: FineDependencies | null | undefined;
    // How long it may be kept, as the request begins: a write made outside the app after this is
    // heard only if the gateway was listening already.
    const ttl = lifetime();
    setExecuteFn((executionArgs) => {
      try {
        const result = recordingReads(read, () => executeFn(executionArgs));
        const settleFine = <R>(done: R) =>
          fineDependencies(versions, read).then((dependencies) => ((fine = dependencies), done));
        // An execution that fails outright never reaches onExecuteDone: its waiters go on by themselves.
        if (!isPromise(result)) return [...read].some(isFineKey) ? settleFine(result) : result;
        const done = result.then(settleFine);
        done.then(undefined, release);
        return done;
      } catch (error) {
        release();
        throw error;
      }
    });
    return {
      onExecuteDone: ({ result, setResult }) => {
        if (recording && context.viewer === recording) context.viewer = viewer;
        if (!(Symbol.asyncIterator in result) && !result.errors?.length && fine !== null) {
          const variant = (fresh ? [...viewerRead] : [...VIEWER_PROPERTIES]).sort().join(",");
          const known = variants.get(operation);
          if (known) known.add(variant);
          else variants.set(operation, new Set([variant]));
          const dependsOn = dependencies(versions, read);
          const { answer, characters } = withItsJson(result);
          const kept = { answer, characters, dependsOn, fine };
          // Who is online is listed by last activity, which moves without an announcement: an
          // answer that shows it keeps the short expiry.
          const lasts = read.has(PRESENCE) ? Math.min(ttl, READ_CACHE_TTL_MS) : ttl;
          answers.set(answerKey(operation, variant, viewer), kept, { ttl: lasts });
          setResult(answer);
        }
        release();
      },
    };
  };

  return {
    onExecute: (payload) => {
      // Pothos keeps what a context's first operation worked out of its viewer (the authorization
      // scopes) for the next ones, which then read nothing of it: their answers are kept per viewer.
      const fresh = !used.has(payload.args.contextValue);
      used.add(payload.args.contextValue);
      return serve(payload, fresh, true);
    },
  };
}

/**
 * The answer as kept: a copy of the result carrying its own JSON, so neither this response nor any
 * answered from the cache serialises it again (it was serialised twice per miss, once to weigh it,
 * and once per hit). yoga serialises a result through its `stringify` property when it has one
 * (`jsonStringifyResultWithoutInternals`). Not enumerable, so a spread or JSON.stringify of the
 * answer (REST reshapes it) does not see it; and it answers its text for this very object only: a
 * result another plugin replaced or changed is serialised as usual.
 */
function withItsJson(result: ExecutionResult): { answer: ExecutionResult; characters: number } {
  const json = JSON.stringify(result);
  const answer = { ...result };
  Object.defineProperty(answer, "stringify", {
    value: (value: unknown) => (value === answer ? json : JSON.stringify(value)),
  });
  return { answer, characters: json.length };
}

/** Every property a viewer may have (the record's type makes the list whole). */
const VIEWER_PROPERTIES = Object.keys({ id: true, role: true, isModerator: true } satisfies Record<keyof Viewer, true>);

/**
 * The viewer as an execution sees it, each property it reads added to `read` (JSON.stringify or a
 * spread reads them all).
 */
function recordingViewer(viewer: Viewer, read: Set<string>): Viewer {
  const note = (key: string | symbol) => {
    if (typeof key === "string") read.add(key);
  };
  return new Proxy(viewer, {
    get: (target, key, receiver) => {
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has: (target, key) => {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor: (target, key) => {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys: (target) => {
      // Which properties there are tells whether the optional ones are set: a listing reads them all.
      for (const key of VIEWER_PROPERTIES) read.add(key);
      return Reflect.ownKeys(target);
    },
  });
}

/**
 * Where an answer is kept: the operation, whether anyone is signed in and, if so, the values of the
 * viewer's properties its execution read (`variant`, their names joined by commas).
 */
function answerKey(operation: string, variant: string, viewer: Viewer | null): string {
  if (viewer === null) return `${operation}:signed out`;
  const values = variant === "" ? [] : variant.split(",").map((key) => viewer[key as keyof Viewer] ?? null);
  return `${operation}:signed in:${variant}:${JSON.stringify(values)}`;
}

/** Whether a document's operation may be cached (a query touching no UNCACHED_FIELDS), worked out once per document. */
function cacheableDocuments() {
  const uncached = new Set<string>(UNCACHED_FIELDS);
  const verdicts = new WeakMap<DocumentNode, Map<string, boolean>>();
  const ids = new WeakMap<DocumentNode, number>();
  let documents = 0;
  const touchesUncached = (schema: GraphQLSchema, document: DocumentNode) => {
    const typeInfo = new TypeInfo(schema);
    let touches = false;
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field: (node) => {
          const parent = typeInfo.getParentType();
          if (parent && uncached.has(`${parent.name}.${node.name.value}`)) touches = true;
        },
      }),
    );
    return touches;
  };
  const cacheable = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) => {
    let byOperation = verdicts.get(document);
    if (!byOperation) verdicts.set(document, (byOperation = new Map()));
    const name = operationName ?? "";
    let verdict = byOperation.get(name);
    if (verdict === undefined) {
      verdict = getOperationAST(document, operationName)?.operation === "query" && !touchesUncached(schema, document);
      byOperation.set(name, verdict);
    }
    return verdict;
  };
  /** A number per parsed document: yoga's parser cache hands out the same object for the same text. */
  cacheable.idOf = (document: DocumentNode) => {
    let id = ids.get(document);
    if (id === undefined) ids.set(document, (id = ++documents));
    return id;
  };
  return cacheable;
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
    const sessionsVersion = dependencies(readVersions, new Set([SESSION_TABLE]))
      .map(([, version]) => version)
      .join("/");
    const key = `${sessionsVersion}:${session.userId}:${session.version}`;
    const known = viewers.get(key);
    if (known) return known.viewer;
    const viewer = await resolve(session);
    viewers.set(key, { viewer });
    return viewer;
  };
}
