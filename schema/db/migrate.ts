import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PROJECT_ROOT } from "../projectRoot.js";

/** The least a database connection offers for migrations: PGlite and a pg client both fit. */
export type SqlSession = {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
};

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "prisma/migrations");

/** Same lock key as Prisma's migrate, so our runner and the Prisma CLI never overlap. */
const ADVISORY_LOCK = 72707369;

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies pending migrations from prisma/migrations in order, each in its own transaction, and
 * records them in Prisma's `_prisma_migrations` table so `prisma migrate status` agrees.
 * Prisma 6's CLI cannot be used in-process, and as a child process it would need the embedded
 * database closed, so the gateway applies migrations itself on start.
 * Returns the names it applied.
 */
export async function applyMigrations(db: SqlSession, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await db.query(`SELECT pg_advisory_lock(${ADVISORY_LOCK})`);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await db.query<{ migration_name: string; checksum: string; finished_at: unknown }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const applied: string[] = [];
    for (const m of all) {
      const prior = done.get(m.name);
      if (prior) {
        if (!prior.finished_at) throw new Error(`Migration ${m.name} failed earlier; resolve it before starting`);
        if (prior.checksum !== m.checksum) throw new Error(`Migration ${m.name} was edited after it was applied`);
        continue;
      }
      await db.exec("BEGIN");
      try {
        await db.exec(m.sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.name);
    }
    return applied;
  } finally {
    await db.query(`SELECT pg_advisory_unlock(${ADVISORY_LOCK})`);
  }
}
