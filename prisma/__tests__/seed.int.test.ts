import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../seed.js";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { createSeededDatabase, type SeededDatabase } from "../../schema/testing/seededDatabase.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";

describe.each(testDatabaseKinds)("seed on %s", (kind) => {
  let seeded: SeededDatabase;
  const counter = createStatementCounter();
  beforeAll(async () => {
    seeded = await createSeededDatabase(kind, { onStatement: counter.listener });
  });
  afterAll(() => seeded.close());

  async function snapshot() {
    const p = seeded.db.prisma;
    return {
      categories: await p.category.findMany({ orderBy: { id: "asc" } }),
      courses: await p.course.findMany({ orderBy: { id: "asc" } }),
      tracks: await p.track.findMany({ orderBy: { id: "asc" } }),
      modules: await p.trackModule.findMany({ orderBy: [{ trackId: "asc" }, { number: "asc" }] }),
      users: await p.user.findMany({ orderBy: { id: "asc" } }),
      discussions: await p.discussion.findMany({ orderBy: { id: "asc" } }),
      lessonPages: await p.lessonPage.findMany({ orderBy: { id: "asc" } }),
      lessonVideos: await p.lessonVideo.findMany({ orderBy: { id: "asc" } }),
      lessonLabs: await p.lessonLab.findMany({ orderBy: { id: "asc" } }),
      lessonReadings: await p.lessonReading.findMany({ orderBy: { id: "asc" } }),
      lessonComments: await p.lessonComment.findMany({ orderBy: { id: "asc" } }),
      mentorQuestions: await p.mentorQuestion.findMany({ orderBy: { id: "asc" } }),
      portalEvents: await p.portalEvent.findMany({ orderBy: { id: "asc" } }),
      assignments: await p.assignment.findMany({ orderBy: { id: "asc" } }),
    };
  }

  it("holds the spec's four categories", async () => {
    const categories = await seeded.db.prisma.category.findMany({ orderBy: { position: "asc" } });
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      ["lab", "Lab Help"],
      ["study", "Study Groups"],
      ["assignment", "Assignments"],
      ["general", "General Discussion"],
    ]);
    for (const c of categories) {
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.icon).not.toBe("");
    }
  });

  it("holds the three catalogue courses with the spec's levels, durations and prices", async () => {
    const courses = await seeded.db.prisma.course.findMany({ orderBy: { id: "asc" } });
    expect(courses.map((c) => [c.id, c.title, c.level, c.durationWeeks, c.priceCents])).toEqual([
      [1, "IT Infrastructure Engineering", "Beginner", 16, 9999],
      [2, "IT Security Engineering", "Intermediate", 24, 14999],
      [3, "Security Architecture Design", "Advanced", 52, 29999],
    ]);
  });

  it("holds the infrastructure modules of spec section 3, with no module 5", async () => {
    const modules = await seeded.db.prisma.trackModule.findMany({
      where: { trackId: "infrastructure" },
      orderBy: { number: "asc" },
    });
    expect(modules.map((m) => [m.number, m.title, m.lessons, m.path, m.status])).toEqual([
      [1, "IT Fundamentals", 8, "/it-fundamentals", "AVAILABLE"],
      [2, "Network Infrastructure", 12, "/network-infrastructure", "AVAILABLE"],
      [3, "Server Administration", 16, "/server-administration", "AVAILABLE"],
      [4, "Active Directory & Identity Management", 14, "/active-directory", "AVAILABLE"],
      [6, "Cloud Infrastructure", 18, "/cloud-infrastructure", "AVAILABLE"],
      [7, "Virtualization Technologies", 12, "/virtualization-technologies", "AVAILABLE"],
      [8, "Storage Solutions", 8, "/storage-solutions", "AVAILABLE"],
    ]);
    expect(modules.map((m) => m.duration)).toEqual([
      "2 hours",
      "3 hours",
      "4 hours",
      "3 hours",
      "4 hours",
      "3 hours",
      "2 hours",
    ]);
  });

  it("holds the security modules of spec section 3, Cryptography locked (its route kept for students who unlock it)", async () => {
    const modules = await seeded.db.prisma.trackModule.findMany({
      where: { trackId: "security" },
      orderBy: { number: "asc" },
    });
    expect(modules.map((m) => [m.number, m.title, m.duration, m.lessons, m.status])).toEqual([
      [1, "Security Fundamentals", "3 hours", 12, "AVAILABLE"],
      [2, "Network Security", "4 hours", 16, "AVAILABLE"],
      [3, "Endpoint Security", "3 hours", 14, "AVAILABLE"],
      [4, "Identity & Access Management", "4 hours", 18, "AVAILABLE"],
      [5, "Vulnerability Assessment", "3 hours", 15, "AVAILABLE"],
      [6, "Incident Response", "4 hours", 16, "AVAILABLE"],
      [7, "Wireless Security", "2 hours", 10, "AVAILABLE"],
      [8, "Database Security", "3 hours", 13, "AVAILABLE"],
      [9, "Cryptography", "4 hours", 18, "LOCKED"],
    ]);
    // The catalogue shows no link while it is locked for the viewer (schema/moduleUnlock.ts, moduleUnlock.int.test.ts).
    expect(modules.at(-1)?.path).toBe("/cryptography");
  });

  it("holds the sample discussions, with authors, in every category the filters offer", async () => {
    const discussions = await seeded.db.prisma.discussion.findMany({ include: { author: true } });
    expect(discussions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(discussions.map((d) => d.categoryId))).toEqual(new Set(["lab", "study", "assignment", "general"]));
    expect(discussions.some((d) => d.isUrgent)).toBe(true);
    expect(discussions.some((d) => d.isPinned)).toBe(true);
    expect(discussions.every((d) => d.author.role === "COMMUNITY")).toBe(true);
  });

  it("changes nothing when run a second time", async () => {
    const before = await snapshot();
    await seed(seeded.db.prisma, new Date(Date.now() + 86_400_000));
    expect(await snapshot()).toEqual(before);
  });

  it("sends one statement per table on a seeded database, however many lesson pages and threads there are", async () => {
    // Every start seeds (SEED_ON_START): a restart must not pay a statement per page or per thread.
    const sent = (await counter.during(() => seed(seeded.db.prisma))).filter((sql) => !/^(BEGIN|COMMIT)\b/.test(sql));
    // 17 tables, one insert each, and five reads: the modules (lessons, assignments), the threads with
    // replies, the labs and their stored answers.
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(22);
  });

  it("does not overwrite what an admin changed", async () => {
    await seeded.db.prisma.course.update({ where: { id: 3 }, data: { isActive: false } });
    await seed(seeded.db.prisma);
    expect((await seeded.db.prisma.course.findUniqueOrThrow({ where: { id: 3 } })).isActive).toBe(false);
  });
});
