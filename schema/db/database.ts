import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";
import type { DatabaseTarget } from "./config.js";
import { applyMigrations, type SqlSession } from "./migrate.js";
import { pgliteExtensions } from "./pgliteExtensions.js";
import { noteStatementRead } from "./readTables.js";
import { installPlanCache } from "./planCache.js";
import { PreparingClient } from "./preparedStatements.js";
import { NameAsTextClient } from "./pgNameAsText.js";
import { observeStatements, type StatementListener } from "./statementCounter.js";
import { signalWrites, type WriteListener } from "./writeSignal.js";

export type Database = {
  kind: DatabaseTarget["kind"];
  prisma: PrismaClient;
  /** Applies pending migrations; returns the names applied. */
  migrate: () => Promise<string[]>;
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>;
  /**
   * One SQL statement outside Prisma, its rows: the planned executor's reads (schema/plans/documentPlans.ts)
   * and the feed benchmark's floor (bench/lib/floor.ts). Reported as Prisma's statements are: to
   * `onStatement`, and to the read cache's recording of what a request read (readTables.ts). On
   * PostgreSQL it is prepared once per connection as they are; on PGlite it waits for any
   * transaction in progress (PGlite runs one at a time on its one connection). For reads: a write
   * sent through it would not be signalled to the read cache (onWrite).
   */
  query: (sql: string, params?: unknown[]) => Promise<unknown[]>;
  /**
   * Runs `listener` after every write of Prisma's that other connections can now see (a statement
   * outside a transaction, a commit: schema/db/writeSignal.ts), with the tables it changed, before
   * the writer goes on.
   * Returns the function that stops it.
   */
  onWrite: (listener: WriteListener) => () => void;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  poolSize?: number;
  /** Told of every SQL statement Prisma sends (tests count them: schema/db/statementCounter.ts). */
  onStatement?: StatementListener;
  /**
   * Keep Prisma's query plans by the query's shape (schema/db/planCache.ts); on by default. Once on,
   * it stays on for every client of the process (PLAN_CACHE=false turns it off for a gateway).
   */
  planCache?: boolean;
  /**
   * On PostgreSQL, send Prisma's statements as named prepared statements (schema/db/preparedStatements.ts); on by
   * default.
   */
  preparedStatements?: boolean;
  /**
   * This process signals the writes of its Prisma client to the read cache itself (gateway/app.ts):
   * its connections say so (`cyberlab.writes_signalled`), and the database does not report them as
   * writes made outside (prisma/migrations/20261203010000_notify_outside_writes, gateway/outsideWrites.ts).
   */
  signalsItsWrites?: boolean;
};

/** The setting a connection whose writes are signalled by the gateway itself carries. */
const WRITES_SIGNALLED = "cyberlab.writes_signalled";

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (options.planCache ?? true) installPlanCache();
  const signalled = options.signalsItsWrites ?? false;
  return target.kind === "postgres"
    ? openPostgres(
        target.url,
        options.poolSize ?? 10,
        options.onStatement,
        options.preparedStatements ?? true,
        signalled,
      )
    : openPglite(target.dataDir, options.onStatement, signalled);
}

/**
 * Interactive transactions (likes, admin changes, lesson completion) wait for a connection as
 * long as the web client waits for an answer (15 s), not Prisma's default 2 s: under load every
 * query queues for the pool, and a write should not fail where a read would only be slow
 * (found by the load benchmark, bench/benchmarks/load.ts).
 */
const transactionOptions = { maxWait: 15_000 };

/**
 * What both clients are made with. `errorFormat: "minimal"`: with any other format Prisma captures
 * a stack trace (`new Error()`) on every call, to point its error messages at the calling line; the
 * app never shows those messages (unexpected errors are masked, known ones mapped by code in
 * schema/errors.ts) and logs the error's own stack. About a tenth of a session check's CPU.
 */
const clientOptions = { transactionOptions, errorFormat: "minimal" } as const;

/** The adapter as the app's Prisma client uses it: writes signalled, statements reported when asked. */
function observed<F extends SqlDriverAdapterFactory>(
  adapter: F,
  onStatement: StatementListener | undefined,
  writes: WriteListeners,
): F {
  const signalled = signalWrites(adapter, writes.notify);
  return onStatement ? observeStatements(signalled, onStatement) : signalled;
}

/** `query` with its statements reported as Prisma's are (statementCounter.ts, readTables.ts). */
function observedQuery(query: Database["query"], onStatement: StatementListener | undefined): Database["query"] {
  return (sql, params) => {
    onStatement?.(sql);
    noteStatementRead(sql);
    return query(sql, params);
  };
}

type WriteListeners = { notify: WriteListener; add: Database["onWrite"] };

function writeListeners(): WriteListeners {
  const listeners = new Set<WriteListener>();
  return {
    notify: async (tables) => {
      await Promise.all([...listeners].map((listener) => listener(tables)));
    },
    add: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Durability of the embedded database: PGlite commits with synchronous_commit on, so a commit's WAL
 * is written to the data folder (through the host file system, NodeFS) before the query returns,
 * and a killed process (SIGKILL, OOM) loses no acknowledged write: the next open replays the WAL
 * (gateway/__tests__/crashSafety.int.test.ts). It never fsyncs (PGlite starts PostgreSQL with
 * fsync off, and its WebAssembly file system has no fsync), so an operating-system crash or power
 * loss can lose the last commits; `relaxedDurability` only concerns browser storage. Use
 * PostgreSQL (DATABASE_URL) where that matters.
 */
async function openPglite(
  dataDir: string,
  onStatement: StatementListener | undefined,
  signalled: boolean,
): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  // Its one connection, for the session.
  if (signalled) await db.exec(`SET ${WRITES_SIGNALLED} = on`);
  const writes = writeListeners();
  const prisma = new PrismaClient({ adapter: observed(new PrismaPGlite(db), onStatement, writes), ...clientOptions });
  return {
    kind: "pglite",
    prisma,
    migrate: () => applyMigrations(db),
    ping: async () => {
      await db.query("SELECT 1");
    },
    query: observedQuery(async (sql, params) => (await db.query(sql, params)).rows, onStatement),
    onWrite: writes.add,
    close: async () => {
      await prisma.$disconnect();
      if (!db.closed) await db.close();
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onStatement: StatementListener | undefined,
  preparedStatements: boolean,
  signalled: boolean,
): Promise<Database> {
  // `name` columns read as text; Prisma's statements prepared once per connection (preparedStatements.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: preparedStatements ? PreparingClient : NameAsTextClient,
    // Set as each connection starts, for its whole session.
    ...(signalled ? { options: `-c ${WRITES_SIGNALLED}=on` } : {}),
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE) is
  // reported here and dropped from the pool; the next query opens a new one, and /readyz tells
  // whether the server answers. Without a listener the error would end the process.
  pool.on("error", () => undefined);
  const writes = writeListeners();
  const prisma = new PrismaClient({ adapter: observed(new PrismaPg(pool), onStatement, writes), ...clientOptions });
  return {
    kind: "postgres",
    prisma,
    migrate: async () => {
      // One connection for the whole run: the advisory lock belongs to a session.
      const client = await pool.connect();
      const session: SqlSession = {
        query: async <R>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as R[] }),
        exec: (sql) => client.query(sql),
      };
      try {
        return await applyMigrations(session);
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    // As a config object, so PreparingClient names it as it names Prisma's.
    query: observedQuery(
      async (sql, params) => (await pool.query({ text: sql, values: params })).rows as unknown[],
      onStatement,
    ),
    onWrite: writes.add,
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
