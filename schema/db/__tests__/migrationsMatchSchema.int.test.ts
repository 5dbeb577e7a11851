import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "../migrate.js";
import { pgliteExtensions } from "../pgliteExtensions.js";

const CATALOG = `
  SELECT 'column' AS kind, table_name || '.' || column_name AS name,
         data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS definition
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  UNION ALL
  SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  UNION ALL
  SELECT 'constraint', conname, pg_get_constraintdef(oid) FROM pg_constraint
   WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT LIKE '%_prisma_migrations%'
  ORDER BY 1, 2`;

/** Constraints and indexes Prisma's schema cannot say, written by hand in a migration (and checked to be there). */
const HAND_WRITTEN = ["Flag_one_post_check", "User_email_lower_key"];

describe("prisma/migrations", () => {
  it("produce exactly the database prisma/schema.prisma describes", async () => {
    const fromSchema = execFileSync(
      "npx",
      ["prisma", "migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
      {
        env: { ...process.env, DATABASE_URL: "", CHECKPOINT_DISABLE: "1" },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-migrations-"));
    const migrated = await PGlite.create(path.join(dir, "a"), { extensions: pgliteExtensions });
    const expected = await PGlite.create(path.join(dir, "b"), { extensions: pgliteExtensions });
    try {
      await applyMigrations(migrated);
      await expected.exec(fromSchema);
      const rows = (await migrated.query<{ name: string }>(CATALOG)).rows;
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(HAND_WRITTEN));
      const a = rows.filter((row) => !HAND_WRITTEN.includes(row.name));
      const b = (await expected.query(CATALOG)).rows;
      expect(a).toEqual(b);
    } finally {
      await migrated.close();
      await expected.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
