// npm run db:diff [-- <base schema file>]
// Prints the SQL that takes the database from the base schema (default: prisma/schema.prisma as last
// committed) to the working prisma/schema.prisma: save it as prisma/migrations/<timestamp>_<name>/migration.sql.
// (Prisma's --from-migrations needs a shadow database, which its JS engine cannot create on PGlite.)
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-diff-"));
try {
  let base = process.argv[2];
  if (!base) {
    base = path.join(dir, "base.prisma");
    writeFileSync(base, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { encoding: "utf8" }));
  }
  const sql = execFileSync(
    "npx",
    [
      "prisma",
      "migrate",
      "diff",
      "--from-schema-datamodel",
      base,
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
    ],
    {
      env: { ...process.env, DATABASE_URL: "", CHECKPOINT_DISABLE: "1" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      timeout: 120_000,
    },
  );
  process.stdout.write(sql);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
