import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "../../schema/db/migrate.js";
import { pgliteExtensions } from "../../schema/db/pgliteExtensions.js";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { exited, type GatewayProcess, startGatewayProcess, stopGatewayProcess } from "../testing/gatewayProcess.js";
import { sessionCookieFor } from "../testing/restClient.js";

const SECRET = "crash-safety-test-secret-at-least-32-characters";
const AUTHOR = { id: "seed-user-alex-chen-01", firstName: "Alex", lastName: "Chen" };
const CONTENT = "Written during a burst; the gateway may die before it answers.";
const CONCURRENCY = 8;
/**
 * Each round kills the gateway once this many of its new discussions are acknowledged (each one
 * also liked: some 400 writes in all). Two rounds: every start runs migrations and the seed, which
 * is most of this test's time on a small machine.
 */
const KILL_AFTER = [60, 140];

const CREATE =
  "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussionEdge { node { id title } } } }";
const LIKE =
  "mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { id viewerHasLiked } } }";
const GENERAL = Buffer.from("Category:general").toString("base64");
const BOARD = `query ($search: String, $after: String) {
  discussions(first: 50, after: $after, search: $search, orderBy: NEWEST) {
    edges { node { id title content likesCount viewerHasLiked author { firstName lastName } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Listed = {
  id: string;
  title: string;
  content: string;
  likesCount: number;
  viewerHasLiked: boolean;
  author: { firstName: string; lastName: string };
};
/** What the clients were told: discussions created (title → id) and likes recorded (discussion ids). */
type Acknowledged = { created: Map<string, string>; liked: Set<string> };
type Burst = Acknowledged & { inFlightAtKill: number; failures: string[] };

async function graphql(url: string, cookie: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  return { status: response.status, body };
}

/**
 * CONCURRENCY clients each create a discussion and like it, over and over, until `killAfter`
 * creations are acknowledged; then the gateway gets SIGKILL while the other clients' writes are
 * in flight. A write counts as acknowledged only when its answer (200 with data) arrived.
 */
async function burstUntilKilled(
  gateway: GatewayProcess,
  cookie: string,
  prefix: string,
  killAfter: number,
): Promise<Burst> {
  const burst: Burst = { created: new Map(), liked: new Set(), inFlightAtKill: -1, failures: [] };
  const killed = () => burst.inFlightAtKill >= 0;
  let inFlight = 0;
  let sequence = 0;
  const write = async <T>(
    query: string,
    variables: Record<string, unknown>,
    pick: (data: Record<string, unknown>) => T | undefined,
  ) => {
    inFlight++;
    try {
      const { status, body } = await graphql(gateway.url, cookie, query, variables);
      const value = status === 200 && !body.errors && body.data ? pick(body.data) : undefined;
      if (value === undefined && !killed()) burst.failures.push(`${status} ${JSON.stringify(body)}`);
      return value;
    } catch (error) {
      // After the kill the connection dies with the process: that write was never acknowledged.
      if (!killed()) burst.failures.push(String(error));
      return undefined;
    } finally {
      inFlight--;
    }
  };
  const client = async () => {
    while (!killed() && burst.failures.length === 0) {
      const title = `${prefix}-${sequence++}`;
      type Created = { discussionEdge: { node: { id: string } } } | null;
      const id = await write(
        CREATE,
        { input: { title, content: CONTENT, categoryId: GENERAL } },
        (d) => (d.createDiscussion as Created)?.discussionEdge.node.id,
      );
      if (id === undefined) continue;
      burst.created.set(title, id);
      if (burst.created.size >= killAfter && !killed()) {
        burst.inFlightAtKill = inFlight;
        gateway.process.kill("SIGKILL");
      }
      const liked = await write(
        LIKE,
        { id },
        (d) =>
          (d.likeDiscussion as { discussion: { viewerHasLiked: boolean } } | null)?.discussion.viewerHasLiked ||
          undefined,
      );
      if (liked) burst.liked.add(id);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  await exited(gateway.process);
  return burst;
}

/** Every discussion whose title or content holds `search`, as the signed-in member sees them. */
async function board(url: string, cookie: string, search: string): Promise<Listed[]> {
  const listed: Listed[] = [];
  let after: string | null = null;
  do {
    const { status, body } = await graphql(url, cookie, BOARD, { search, after });
    expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    const page = (
      body.data as { discussions: { edges: { node: Listed }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }
    ).discussions;
    listed.push(...page.edges.map((e) => e.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return listed;
}

type Query = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

/**
 * Opens the database with no gateway running, as an operator would: PGlite in this process (with
 * the app's extensions and amcheck, collecting what PostgreSQL logs), PostgreSQL over a plain connection.
 */
async function withDatabase<T>(
  database: TestDatabase,
  run: (query: Query) => Promise<T>,
): Promise<{ result: T; log: string }> {
  if (database.target.kind === "pglite") {
    let log = "";
    const db = await PGlite.create(database.target.dataDir, {
      extensions: { ...pgliteExtensions, amcheck },
      onStderr: (text) => ((log += `${text}\n`), true),
    });
    try {
      return { result: await run(async (sql, params) => (await db.query(sql, params)).rows as never), log };
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.target.url });
  await client.connect();
  try {
    return { result: await run(async (sql, params) => (await client.query(sql, params)).rows), log: "" };
  } finally {
    await client.end();
  }
}

/** PostgreSQL's own checks (amcheck: every heap page and btree index of the app) and the app's invariants. */
async function inspect(query: Query, titlePrefix: string) {
  await query("CREATE EXTENSION IF NOT EXISTS amcheck");
  const corruptHeap =
    await query(`SELECT c.relname, v.blkno, v.msg FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace,
    LATERAL verify_heapam(c.oid) v WHERE n.nspname = 'public' AND c.relkind = 'r'`);
  // bt_index_check raises on the first inconsistency; heapallindexed also proves every row is indexed.
  const [indexes] = await query<{
    checked: number;
  }>(`SELECT count(bt_index_check(c.oid, true))::int AS checked FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_am am ON am.oid = c.relam
    WHERE n.nspname = 'public' AND am.amname = 'btree'`);
  const counterOutOfStep = await query(
    `SELECT d.title, d."likesCount", (SELECT count(*) FROM "Like" l WHERE l."discussionId" = d.id)::int AS likes
     FROM "Discussion" d WHERE d.title LIKE $1 AND d."likesCount" <> (SELECT count(*) FROM "Like" l WHERE l."discussionId" = d.id)`,
    [`${titlePrefix}%`],
  );
  const migrations = await query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return {
    corruptHeap,
    indexesChecked: indexes?.checked,
    counterOutOfStep,
    migrations: migrations.map((m) => m.migration_name),
  };
}

describe.each(testDatabaseKinds)("the gateway killed with SIGKILL in a burst of writes (%s)", (kind) => {
  let database: TestDatabase;
  let gateway: GatewayProcess | undefined;
  const env = () => ({
    SESSION_SECRET: SECRET,
    ...(database.target.kind === "postgres" ? { DATABASE_URL: database.target.url } : {}),
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    if (gateway) await stopGatewayProcess(gateway);
    await database?.drop();
  });

  it(
    "restarts on the same database with every acknowledged write and no half-done one, and the database checks clean",
    { timeout: 180_000 },
    async () => {
      const tag = `crash-${randomBytes(4).toString("hex")}`;
      const cookie = await sessionCookieFor(SECRET, { id: AUTHOR.id, role: "COMMUNITY", sessionVersion: 0 });
      const acknowledged: Acknowledged = { created: new Map(), liked: new Set() };
      gateway = await startGatewayProcess(env(), { dataDir: database.dataDir });

      for (const [round, killAfter] of KILL_AFTER.entries()) {
        const burst = await burstUntilKilled(gateway, cookie, `${tag}-r${round}`, killAfter);
        expect(burst.failures).toEqual([]);
        expect(burst.created.size).toBeGreaterThanOrEqual(killAfter);
        // Killed mid-burst: other clients' writes were still unanswered.
        expect(burst.inFlightAtKill).toBeGreaterThan(0);
        for (const [title, id] of burst.created) acknowledged.created.set(title, id);
        for (const id of burst.liked) acknowledged.liked.add(id);

        // Same data folder or database: migrations and seed run again on a database that has them.
        gateway = await startGatewayProcess(env(), { dataDir: database.dataDir });
        const listed = await board(gateway.url, cookie, tag);
        const byTitle = new Map(listed.map((d) => [d.title, d]));
        const byId = new Map(listed.map((d) => [d.id, d]));
        expect(byTitle.size).toBe(listed.length);
        expect([...acknowledged.created].filter(([title, id]) => byTitle.get(title)?.id !== id)).toEqual([]);
        expect([...acknowledged.liked].filter((id) => byId.get(id)?.viewerHasLiked !== true)).toEqual([]);
        // A like is its row and its counter, written together or not at all; a discussion is whole.
        const halfWritten = listed.filter(
          (d) =>
            d.likesCount !== (d.viewerHasLiked ? 1 : 0) ||
            d.content !== CONTENT ||
            d.author.firstName !== AUTHOR.firstName ||
            d.author.lastName !== AUTHOR.lastName,
        );
        expect(halfWritten).toEqual([]);
        // Beyond the acknowledged ones, at most the writes that were in flight at each kill.
        expect(listed.length - acknowledged.created.size).toBeLessThanOrEqual((round + 1) * CONCURRENCY);
      }

      await stopGatewayProcess(gateway);
      gateway = undefined;
      const { result, log } = await withDatabase(database, (query) => inspect(query, tag));
      expect(result.corruptHeap).toEqual([]);
      expect(result.indexesChecked).toBeGreaterThan(10);
      expect(result.counterOutOfStep).toEqual([]);
      expect(result.migrations).toEqual((await readMigrations()).map((m) => m.name));
      // The last gateway shut down cleanly: PGlite opens without recovery, warnings or errors.
      expect(log).not.toMatch(/PANIC|FATAL|ERROR|WARNING|recovery/);
    },
  );
});
