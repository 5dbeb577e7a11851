import { seed } from "../../prisma/seed.js";
import type { DatabaseTarget } from "../db/config.js";
import { type Database, type DatabaseOptions, openDatabase } from "../db/database.js";
import { createTestDatabase, type TestDatabase } from "./testDatabases.js";

export type SeededDatabase = { db: Database; test: TestDatabase; close: () => Promise<void> };

/** A fresh database of the given kind, migrated and seeded; `close` removes it. */
export async function createSeededDatabase(
  kind: DatabaseTarget["kind"],
  options: DatabaseOptions = {},
): Promise<SeededDatabase> {
  const test = await createTestDatabase(kind);
  const db = await openDatabase(test.target, { poolSize: 4, ...options });
  await db.migrate();
  await seed(db.prisma);
  return {
    db,
    test,
    close: async () => {
      await db.close();
      await test.drop();
    },
  };
}
