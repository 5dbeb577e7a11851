import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededDatabase, type SeededDatabase } from "../../testing/seededDatabase.js";
import { testDatabaseKinds } from "../../testing/testDatabases.js";

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
    const signals = await signalsDuring(() => prisma.category.create({ data: { id: MARKER, name: "Marker", color: "#000000", icon: "code", position: 99 } }));
    expect(signals.length).toBeGreaterThanOrEqual(1);
    expect(signals.at(-1)).toEqual({ tables: ["Category"], markerVisible: true });
  });

  it("runs after a transaction's commit, when its writes are visible, not before", async () => {
    const prisma = seeded.db.prisma;
    await prisma.category.delete({ where: { id: MARKER } });
    const signals = await signalsDuring(() =>
      prisma.$transaction(async (tx) => {
        await tx.category.create({ data: { id: MARKER, name: "Marker", color: "#000000", icon: "code", position: 99 } });
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
        const user = await tx.user.create({ data: { role: "COMMUNITY", email: "write.signal@example.com", firstName: "Write", lastName: "Signal" } });
        await tx.discussion.create({ data: { title: "Signalled", content: "Body", categoryId: MARKER, authorId: user.id } });
      }),
    );
    expect(signals).toEqual([{ tables: ["Discussion", "User"], markerVisible: true }]);
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
