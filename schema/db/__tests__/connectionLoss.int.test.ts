import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../database.js";
import { createTestDatabase, type TestDatabase } from "../../testing/testDatabases.js";

/** PostgreSQL ends an idle connection of the app (a restart, an administrator): the app carries on. */
describe.skipIf(!process.env.DATABASE_URL)("a connection the server ends", () => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await createTestDatabase("postgres");
    db = await openDatabase(test.target);
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
    await test?.drop();
  });

  it("is dropped from the pool without ending the process, and the next query gets a new one", async () => {
    expect(await db.prisma.category.count()).toBe(0);
    const admin = new pg.Client({ connectionString: test.target.kind === "postgres" ? test.target.url : "" });
    await admin.connect();
    try {
      const ended = await admin.query<{ n: string }>(
        "SELECT count(*) AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) t",
      );
      expect(Number(ended.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Give the pool the moment it takes to hear of it (an unhandled error would fail the run here).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.ping();
    expect(await db.prisma.category.count()).toBe(0);
  });
});
