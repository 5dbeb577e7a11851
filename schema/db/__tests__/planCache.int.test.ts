import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededDatabase, type SeededDatabase } from "../../testing/seededDatabase.js";
import { testDatabaseKinds } from "../../testing/testDatabases.js";
import { planCacheCounts } from "../planCache.js";

// The plan cache (schema/db/planCache.ts) as the app's Prisma client meets it: installed by
// openDatabase in front of the compiler the generated client loads, it is used by every query, and
// each answer is that query's own. (Should a Prisma upgrade load its compiler some other way, the
// counts here stay at zero and this fails.)

describe.each(testDatabaseKinds)("Prisma's plans kept by shape, on %s", (kind) => {
  let seeded: SeededDatabase;

  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it("answers each query with its own values when the plan is reused", async () => {
    const prisma = seeded.db.prisma;
    const author = await prisma.user.create({
      data: { role: "COMMUNITY", email: `plans-${kind}@example.test`, firstName: "Plan", lastName: "Cache" },
    });
    const categories = await prisma.category.findMany({ orderBy: { position: "asc" } });
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const before = { ...planCacheCounts };
    // The same shapes with other values: a write, a filtered read with a relation, a unique read.
    for (const category of categories) {
      await prisma.discussion.create({
        data: {
          title: `In ${category.name}`,
          content: `A post in ${category.id}`,
          categoryId: category.id,
          authorId: author.id,
        },
      });
    }
    for (const category of categories) {
      const posts = await prisma.discussion.findMany({
        where: { categoryId: category.id, authorId: author.id },
        include: { category: true, author: { select: { firstName: true } } },
      });
      expect(posts.map((post) => [post.title, post.category.id, post.author.firstName])).toEqual([
        [`In ${category.name}`, category.id, "Plan"],
      ]);
      expect((await prisma.category.findUnique({ where: { id: category.id } }))?.name).toBe(category.name);
    }
    const reused = planCacheCounts.reused - before.reused;
    expect(reused).toBeGreaterThanOrEqual(3 * (categories.length - 1));
  });

  it("stores lists of values (muted notification kinds, skills) as sent, with no panic of the compiler", async () => {
    const prisma = seeded.db.prisma;
    const member = await prisma.user.findFirstOrThrow({ where: { role: "COMMUNITY" }, select: { id: true } });
    const panics = planCacheCounts.panics;
    for (const [muted, skills] of [
      [["LIKE"], ["Networking"]],
      [["REPLY", "MENTION"], []],
      [[], ["Linux", "Wireshark"]],
      [["LIKE"], ["Networking"]],
    ] as const) {
      const stored = await prisma.user.update({
        where: { id: member.id },
        data: { mutedNotificationKinds: [...muted], skills: [...skills] },
        select: { mutedNotificationKinds: true, skills: true },
      });
      expect(stored).toEqual({ mutedNotificationKinds: muted, skills });
    }
    expect(planCacheCounts.panics).toBe(panics);
  });

  it("reads what a value in the shape of a search asks for, not another search's", async () => {
    const prisma = seeded.db.prisma;
    const titles = async (term: string) =>
      (
        await prisma.discussion.findMany({
          where: { title: { contains: term, mode: "insensitive" } },
          select: { title: true },
          orderBy: { title: "asc" },
        })
      ).map((d) => d.title);
    const names = (await prisma.category.findMany({ orderBy: { position: "asc" } })).map((c) => `In ${c.name}`);
    expect(await titles(names[0]!.slice(3))).toContain(names[0]);
    expect(await titles(names[1]!.slice(3))).toContain(names[1]);
    expect(await titles(names[1]!.slice(3))).not.toContain(names[0]);
  });
});
