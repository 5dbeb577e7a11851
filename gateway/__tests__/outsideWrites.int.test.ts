import pg from "pg";
import { describe, expect, it } from "vitest";
import { createSeededDatabase } from "../../schema/testing/seededDatabase.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { OUTSIDE_WRITES_CHANNEL } from "../outsideWrites.js";
import { answerLifetime, READ_CACHE_HEADER, READ_CACHE_LIFETIME_MS, READ_CACHE_TTL_MS } from "../readCache.js";
import { memberClient, type RestClient } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// Writes made outside the gateway (psql, a script) are told by PostgreSQL, so the read cache drops
// what they change at once and may keep answers longer than its short expiry
// (prisma/migrations/20261203010000_notify_outside_writes, gateway/outsideWrites.ts).

const TABLES_WITHOUT_TRIGGER = `
  SELECT t.tablename AS name FROM pg_tables t
   WHERE t.schemaname = 'public' AND t.tablename <> '_prisma_migrations'
     AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('%I', t.tablename)::regclass
                       AND g.tgname = t.tablename || '_outside_write')`;

describe.each(testDatabaseKinds)("writes made outside the gateway on %s", (kind) => {
  it("are told for every table: each one has the trigger", async () => {
    const seeded = await createSeededDatabase(kind);
    try {
      expect(await seeded.db.query(TABLES_WITHOUT_TRIGGER)).toEqual([]);
      const [tables] = await seeded.db.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      expect((tables as { n: number }).n).toBeGreaterThan(30);
    } finally {
      await seeded.close();
    }
  });
});

describe.skipIf(!testDatabaseKinds.includes("postgres"))("writes made outside the gateway on postgres", () => {
  const app = useTestApp("postgres");
  const COURSES = "query { courses(first: 20) { edges { node { id title } } } }";
  type Course = { id: string; title: string };
  type Courses = { courses: { edges: { node: Course }[] } };

  /** A connection of another program's: its writes are told on the channel. */
  async function outsider() {
    const client = new pg.Client({ connectionString: (app.settings.database as { url: string }).url });
    await client.connect();
    return client;
  }
  let alex: RestClient | undefined;
  async function courses() {
    alex ??= await memberClient(app, TEST_SESSION_SECRET, "seed-user-alex-chen-01");
    const res = await alex.graphql(COURSES);
    const { data } = res.body as { data: Courses };
    return { list: data.courses.edges.map((edge) => edge.node), cache: res.headers[READ_CACHE_HEADER] };
  }
  /** Heard on the channel within a while, or not. */
  async function heardDuring(work: () => Promise<unknown>): Promise<string[]> {
    const listener = await outsider();
    const heard: string[] = [];
    listener.on("notification", ({ payload }) => heard.push(payload ?? ""));
    await listener.query(`LISTEN ${OUTSIDE_WRITES_CHANNEL}`);
    try {
      await work();
      // Notifications arrive after the commit, asynchronously: an outside write to be sure the
      // channel has caught up with everything before it.
      await listener.query(`NOTIFY ${OUTSIDE_WRITES_CHANNEL}, 'end'`);
      await expect.poll(() => heard.includes("end")).toBe(true);
      return heard.filter((payload) => payload !== "end");
    } finally {
      await listener.end();
    }
  }

  it("drops a cached answer once another program changes what it shows", async () => {
    await courses();
    const before = await courses();
    expect(before.cache).toBe("hit");
    const course = before.list[0]!;
    const id = Buffer.from(course.id, "base64").toString().split(":").slice(1).join(":");
    const client = await outsider();
    try {
      await client.query(`UPDATE "Course" SET "title" = $1 WHERE "id" = $2`, ["Renamed outside", id]);
      await expect
        .poll(async () => (await courses()).list.find((each) => each.id === course.id)?.title)
        .toBe("Renamed outside");
      await client.query(`UPDATE "Course" SET "title" = $1 WHERE "id" = $2`, [course.title, id]);
    } finally {
      await client.end();
    }
  });

  it("tells the gateway's own writes to no one (it signals them itself, finer), and another program's", async () => {
    const maria = await memberClient(app, TEST_SESSION_SECRET, "seed-user-maria-garcia-02");
    const own = await heardDuring(async () => {
      const post = await maria.graphql(
        "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
        {
          input: {
            title: "Posted through the gateway",
            content: "Not told on the channel.",
            categoryId: Buffer.from("Category:general").toString("base64"),
          },
        },
      );
      expect((post.body as { errors?: unknown }).errors).toBeUndefined();
    });
    expect(own).toEqual([]);
    const client = await outsider();
    try {
      const others = await heardDuring(() => client.query(`UPDATE "Category" SET "name" = "name" WHERE false`));
      expect(others).toEqual(["Category"]);
    } finally {
      await client.end();
    }
  });

  it("leaves everything cached behind when its connection is lost, and hears again once it is back", async () => {
    await courses();
    expect((await courses()).cache).toBe("hit");
    const client = await outsider();
    try {
      const ended = await client.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE application_name = 'cyberlab-outside-writes' AND datname = current_database()`,
      );
      expect(ended.rows).toEqual([{ ended: true }]);
      await expect.poll(async () => (await courses()).cache).toBe("miss");
      // Back: listening again (a new connection), and a write outside is heard as before.
      await expect
        .poll(
          async () =>
            (
              await client.query(
                `SELECT 1 FROM pg_stat_activity WHERE application_name = 'cyberlab-outside-writes'
                AND datname = current_database() AND query LIKE 'LISTEN%'`,
              )
            ).rowCount,
        )
        .toBe(1);
      await expect.poll(async () => (await courses()).cache).toBe("hit");
      await client.query(`UPDATE "Course" SET "title" = "title"`);
      await expect.poll(async () => (await courses()).cache).toBe("miss");
    } finally {
      await client.end();
    }
  });
});

describe("how long an answer is kept", () => {
  it("is long while every write is heard (always on the embedded database), and short otherwise", () => {
    let hearing = true;
    const postgres = answerLifetime("postgres", () => hearing);
    expect(postgres()).toBe(READ_CACHE_LIFETIME_MS);
    hearing = false;
    expect(postgres()).toBe(READ_CACHE_TTL_MS);
    expect(answerLifetime("pglite", () => false)()).toBe(READ_CACHE_LIFETIME_MS);
  });
});
