import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../database.js";
import { readMigrations } from "../migrate.js";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/testDatabases.js";

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  let test: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    await test?.drop();
  });

  it("applies every migration once, records it as Prisma does, and applies nothing the second time", async () => {
    test = await createTestDatabase(kind);
    db = await openDatabase(test.target);
    const all = (await readMigrations()).map((m) => m.name);
    expect(await db.migrate()).toEqual(all);
    expect(await db.migrate()).toEqual([]);
    const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string; finished_at: Date | null }[]>(
      `SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(all);
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
    expect(await db.prisma.category.count()).toBe(0);
  });

  it("refuses to start when an applied migration was edited", async () => {
    test = await createTestDatabase(kind);
    db = await openDatabase(test.target);
    await db.migrate();
    await db.prisma.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET checksum = 'edited'`);
    await expect(db.migrate()).rejects.toThrow(/was edited after it was applied/);
  });

  it("keeps the data across a restart", async () => {
    test = await createTestDatabase(kind);
    db = await openDatabase(test.target);
    await db.migrate();
    await db.prisma.category.create({ data: { id: "x", name: "X", color: "#000", icon: "i", position: 9 } });
    await db.close();
    db = await openDatabase(test.target);
    expect(await db.migrate()).toEqual([]);
    expect(await db.prisma.category.findUnique({ where: { id: "x" } })).toMatchObject({ name: "X" });
  });
});
