import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardChangeKeys } from "../boardPages.js";
import { writeInPartition } from "../partitions.js";
import { seed } from "../../../prisma/seed.js";
import { Prisma } from "../../generated/prisma/client.js";
import { createSeededDatabase, type SeededDatabase } from "../../testing/seededDatabase.js";
import { createTestDatabase, testDatabaseKinds } from "../../testing/testDatabases.js";
import { openDatabase } from "../database.js";
import { tableOf } from "../readTables.js";
import { tablesWritten } from "../writeSignal.js";

// The read cache's invalidation (gateway/readCache.ts) rests on Database.onWrite: told after every
// write other connections can see, never for a read, never before a transaction's commit.

describe.each(testDatabaseKinds)("write signal on %s", (kind) => {
  let seeded: SeededDatabase;
  /** What the listener saw each time it ran: the tables it was told of, and whether the marker row was visible then. */
  let seen: { tables: string[]; markerVisible: boolean }[] = [];
  let stop: () => void;
  const MARKER = "write-signal-marker";

  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
    stop = seeded.db.onWrite(async (tables) => {
      // Through Database.query: outside Prisma and outside any transaction of Prisma's.
      const rows = await seeded.db.query(`SELECT 1 FROM "Category" WHERE id = $1`, [MARKER]);
      seen.push({ tables: [...tables].sort(), markerVisible: rows.length > 0 });
    });
  });
  afterAll(async () => {
    stop?.();
    await seeded?.close();
  });

  async function signalsDuring(work: () => Promise<unknown>) {
    seen = [];
    await work();
    return seen;
  }

  it("says nothing for reads, in a transaction or not", async () => {
    const prisma = seeded.db.prisma;
    const signals = await signalsDuring(async () => {
      await prisma.discussion.findMany({ take: 5, include: { author: true, category: true } });
      await prisma.user.count();
      await prisma.$queryRaw`SELECT 1`;
      await prisma.$transaction(async (tx) => {
        await tx.user.count();
        await tx.category.findMany();
      });
    });
    expect(signals).toEqual([]);
  });

  it("runs after a single write, once the row is there", async () => {
    const prisma = seeded.db.prisma;
    const signals = await signalsDuring(() =>
      prisma.category.create({ data: { id: MARKER, name: "Marker", color: "#000000", icon: "code", position: 99 } }),
    );
    expect(signals.length).toBeGreaterThanOrEqual(1);
    expect(signals.at(-1)).toEqual({ tables: ["Category"], markerVisible: true });
  });

  it("runs after a transaction's commit, when its writes are visible, not before", async () => {
    const prisma = seeded.db.prisma;
    await prisma.category.delete({ where: { id: MARKER } });
    const signals = await signalsDuring(() =>
      prisma.$transaction(async (tx) => {
        await tx.category.create({
          data: { id: MARKER, name: "Marker", color: "#000000", icon: "code", position: 99 },
        });
        await tx.category.update({ where: { id: MARKER }, data: { name: "Marker again" } });
      }),
    );
    // One signal, at the commit: the statements inside the transaction say nothing.
    expect(signals).toEqual([{ tables: ["Category"], markerVisible: true }]);
  });

  it("names every table a transaction changed", async () => {
    const prisma = seeded.db.prisma;
    const signals = await signalsDuring(() =>
      prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { role: "COMMUNITY", email: "write.signal@example.com", firstName: "Write", lastName: "Signal" },
        });
        await tx.discussion.create({
          data: { title: "Signalled", content: "Body", categoryId: MARKER, authorId: user.id },
        });
      }),
    );
    // Discussion is versioned per category too: a write that named none moves every category's readers.
    expect(signals).toEqual([{ tables: ["Discussion", "Discussion!", "User"], markerVisible: true }]);
  });

  it("names the partition a transaction's writes were told to lie in, once it commits", async () => {
    const prisma = seeded.db.prisma;
    const author = await prisma.user.findFirstOrThrow({ select: { id: true } });
    let created = "";
    const signals = await signalsDuring(() =>
      writeInPartition((told) =>
        prisma.$transaction(async (tx) => {
          const discussion = await tx.discussion.create({
            data: { title: "Partitioned", content: "Body", categoryId: MARKER, authorId: author.id },
          });
          told({ categoryId: discussion.categoryId, discussion, moved: "created" });
          created = discussion.id;
        }),
      ),
    );
    // The category's versions, and those of the new row and the orders it came to the top of.
    const fine = boardChangeKeys({
      categoryId: MARKER,
      discussion: { id: created, isPinned: false, likesCount: 0 },
      moved: "created",
    });
    expect(signals).toEqual([
      { tables: ["Discussion", `Discussion#category:${MARKER}`, ...fine].sort(), markerVisible: true },
    ]);
  });

  it("says nothing when a transaction rolls back", async () => {
    const prisma = seeded.db.prisma;
    const signals = await signalsDuring(() =>
      prisma
        .$transaction(async (tx) => {
          await tx.category.update({ where: { id: MARKER }, data: { name: "Never seen" } });
          throw new Error("changed my mind");
        })
        .catch(() => undefined),
    );
    expect(signals).toEqual([]);
    expect((await prisma.category.findUniqueOrThrow({ where: { id: MARKER } })).name).toBe("Marker again");
  });

  it("stops once told to", async () => {
    let calls = 0;
    const stopCounting = seeded.db.onWrite(async () => void calls++);
    await seeded.db.prisma.category.update({ where: { id: MARKER }, data: { name: "Counted" } });
    stopCounting();
    await seeded.db.prisma.category.update({ where: { id: MARKER }, data: { name: "Not counted" } });
    expect(calls).toBe(1);
  });
});

// The read cache trusts the table a statement names: every statement the adapters send for the
// app's kinds of writes must name its model's table, never fall back to "any table" (which would
// empty the cache) nor name something else. Recorded for real: the seed writes every model, then
// the shapes the resolvers use that the seed does not (ON CONFLICT, increments, upserts, deletes).
describe.each(testDatabaseKinds)("the statements the %s adapter sends", (kind) => {
  it("each write names its model's table", async () => {
    const test = await createTestDatabase(kind);
    const sent: string[] = [];
    const db = await openDatabase(test.target, { poolSize: 2, onStatement: (sql) => sent.push(sql) });
    try {
      await db.migrate();
      sent.length = 0;
      await seed(db.prisma);
      const prisma = db.prisma;
      const user = await prisma.user.create({
        data: { role: "STUDENT", email: "shapes@example.com", firstName: "S", lastName: "T" },
      });
      const discussion = await prisma.discussion.findFirstOrThrow();
      await prisma.like.createMany({ data: [{ userId: user.id, discussionId: discussion.id }], skipDuplicates: true });
      await prisma.$transaction(async (tx) => {
        await tx.discussion.update({ where: { id: discussion.id }, data: { likesCount: { increment: 1 } } });
        await tx.like.deleteMany({ where: { userId: user.id } });
      });
      const course = await prisma.course.findFirstOrThrow();
      await prisma.enrollment.create({ data: { userId: user.id, courseId: course.id } });
      await prisma.enrollment.updateMany({ where: { userId: user.id }, data: { progress: 10 } });
      const module = await prisma.trackModule.findFirstOrThrow();
      const upsert = { where: { userId_moduleId: { userId: user.id, moduleId: module.id } }, update: { progress: 20 } };
      await prisma.moduleProgress.upsert({ ...upsert, create: { userId: user.id, moduleId: module.id, progress: 10 } });
      await prisma.moduleProgress.upsert({ ...upsert, create: { userId: user.id, moduleId: module.id, progress: 10 } });
      await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
      await prisma.user.delete({ where: { id: user.id } });
    } finally {
      await db.close();
      await test.drop();
    }
    const models = new Set<string>(Object.values(Prisma.ModelName).map(tableOf));
    const writes = sent.filter((sql) => tablesWritten(sql).length > 0);
    expect(writes.length).toBeGreaterThan(20);
    for (const sql of writes)
      expect({ sql, tables: tablesWritten(sql) }).toEqual({ sql, tables: [expect.toBeOneOf([...models])] });
    // Every model the seed fills was seen written, so no shape went unexamined.
    const written = new Set(writes.flatMap(tablesWritten));
    for (const model of [
      "User",
      "Category",
      "Discussion",
      "Course",
      "Track",
      "TrackModule",
      "LessonPage",
      "Enrollment",
      "Like",
      "ModuleProgress",
    ]) {
      expect(written).toContain(tableOf(model as Prisma.ModelName));
    }
  });
});
