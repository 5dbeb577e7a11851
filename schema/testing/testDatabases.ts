import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "../db/config.js";

/** The databases integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const testDatabaseKinds: DatabaseTarget["kind"][] = process.env.DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export type TestDatabase = { target: DatabaseTarget; dataDir: string; drop: () => Promise<void> };

/**
 * A fresh, empty database of the given kind: a temporary PGlite folder, or a new database on the
 * DATABASE_URL server. `drop` removes it, so tests leave nothing behind.
 */
export async function createTestDatabase(kind: DatabaseTarget["kind"]): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    return { target: { kind, dataDir: path.join(dataDir, "pglite") }, dataDir, drop: async () => removeDir() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  const name = `cyberlab_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind, url: url.toString() },
    dataDir,
    drop: async () => {
      removeDir();
      await withAdmin(serverUrl, async (client) => {
        // Let the test's own connections finish closing first: FORCE ends what is left with an error
        // that a client still closing no longer listens for, which would fail the run.
        for (let wait = 0; wait < 100; wait++) {
          const open = await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
            [name],
          );
          if (open.rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
