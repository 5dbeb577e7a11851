import { beforeAll, describe, expect, it } from "vitest";
import { graphqlAnswer, restClient, sessionCookieFor, type RestClient } from "../testing/restClient.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

type Card = { number: number; title: string; status: string; path: string | null; lockRequirement: string | null };
type Page = {
  locked: boolean;
  lockRequirement: string | null;
  finishFirst: { title: string; path: string | null } | null;
  outline: { number: number; title: string; completed: boolean }[];
  nextModule: { title: string; status: string; path: string | null } | null;
};

const TRACK = `query ($slug: String!) { track(slug: $slug) { modules { number title status path lockRequirement } } }`;
const PAGE = `query ($slug: String!) { lessonPage(slug: $slug) { locked lockRequirement finishFirst { title path }
  outline { number title completed } nextModule { title status path } } }`;
const COMPLETE = `mutation ($input: CompleteLessonInput!) { completeLesson(input: $input) { lessonNumber
  lessonPage { completedLessons outline { number completed } nextModule { title status path } } } }`;
const UNLOCK = `mutation ($input: UnlockModuleInput!) { unlockModule(input: $input) {
  module { title } student { email } auditEntryEdge { node { action detail } } } }`;

describe.each(testDatabaseKinds)("sequential unlock of track modules on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  const visitor = () => restClient(app.fastify, "");
  let admin: RestClient;
  let seq = 0;

  beforeAll(async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } });
    admin = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user));
  });

  /** A new student with no progress, and a client signed in as them. */
  async function freshStudent() {
    const user = await app.prisma.user.create({
      data: { role: "STUDENT", email: `unlock-${++seq}@example.com`, firstName: "Uma", lastName: `Lock${seq}` },
    });
    return { user, client: restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user)) };
  }

  /** Marks modules complete directly: what completing every lesson leaves behind. */
  async function completeModules(userId: string, trackId: string, numbers: number[]) {
    const modules = await app.prisma.trackModule.findMany({ where: { trackId, number: { in: numbers } } });
    for (const module of modules) {
      await app.prisma.moduleProgress.create({ data: { userId, moduleId: module.id, progress: 100, completed: true } });
    }
  }

  const cards = async (client: RestClient, slug: string) =>
    (await graphqlAnswer<{ track: { modules: Card[] } }>(client, TRACK, { slug })).data!.track.modules;
  const page = async (client: RestClient, slug: string) =>
    (await graphqlAnswer<{ lessonPage: Page }>(client, PAGE, { slug })).data!.lessonPage;
  const locked = (modules: Card[]) => modules.filter((m) => m.status === "LOCKED").map((m) => m.number);

  it("shows visitors the spec's catalogue: every infrastructure module and security 1-8 open, Cryptography locked without a link", async () => {
    expect(locked(await cards(visitor(), "infrastructure"))).toEqual([]);
    const security = await cards(visitor(), "security");
    expect(locked(security)).toEqual([9]);
    expect(security[8]).toMatchObject({ title: "Cryptography", path: null });
    expect(security[0]).toMatchObject({ path: "/security-fundamentals", lockRequirement: null });
  });

  it("opens only the first module of each track to a new student; the others name what to finish first", async () => {
    const { client } = await freshStudent();
    const infrastructure = await cards(client, "infrastructure");
    expect(locked(infrastructure)).toEqual([2, 3, 4, 6, 7, 8]);
    expect(infrastructure[0]).toMatchObject({ status: "AVAILABLE", path: "/it-fundamentals" });
    expect(infrastructure[1]).toMatchObject({
      path: null,
      lockRequirement: "Complete IT Fundamentals to unlock Network Infrastructure.",
    });
    expect(locked(await cards(client, "security"))).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await page(client, "network-infrastructure")).toMatchObject({
      locked: true,
      finishFirst: { title: "IT Fundamentals", path: "/it-fundamentals" },
    });
  });

  it("opens the next module once every lesson of the previous one is complete, lesson by lesson", async () => {
    const { client } = await freshStudent();
    const input = { lessonPageId: globalId("LessonPage", "it-fundamentals") };
    const outline = (await page(client, "it-fundamentals")).outline;
    expect(outline).toHaveLength(12);
    expect(outline[1]).toEqual({ number: 2, title: "Network Topologies", completed: false });
    for (let n = 1; n <= 12; n++) {
      const answer = await graphqlAnswer<{ completeLesson: { lessonNumber: number; lessonPage: Page } }>(
        client,
        COMPLETE,
        { input: { ...input, lessonNumber: n } },
      );
      expect(answer.errors).toBeUndefined();
      const done = answer.data!.completeLesson;
      expect(done.lessonNumber).toBe(n);
      expect(done.lessonPage.outline.filter((l) => l.completed).map((l) => l.number)).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
      // Network Infrastructure stays locked until the last lesson, then the answer carries it open.
      expect(done.lessonPage.nextModule).toMatchObject(
        n < 12
          ? { title: "Network Infrastructure", status: "LOCKED", path: null }
          : { title: "Network Infrastructure", status: "AVAILABLE", path: "/network-infrastructure" },
      );
    }
    expect(locked(await cards(client, "infrastructure"))).toEqual([3, 4, 6, 7, 8]);
    expect((await page(client, "network-infrastructure")).locked).toBe(false);
  });

  it("answers each completion of one document with what follows from it, the last one opening the next module", async () => {
    const { client } = await freshStudent();
    const lessonPageId = globalId("LessonPage", "it-fundamentals");
    for (let n = 1; n <= 10; n++) {
      const done = await graphqlAnswer(client, COMPLETE, { input: { lessonPageId, lessonNumber: n } });
      expect(done.errors).toBeUndefined();
    }
    // Mutation fields run one after the other; each payload reads after its own write, not from
    // what an earlier payload of the same request read.
    const twice = `mutation ($a: CompleteLessonInput!, $b: CompleteLessonInput!, $c: CompleteLessonInput!) {
      a: completeLesson(input: $a) { lessonPage { completedLessons nextModule { status } } }
      b: completeLesson(input: $b) { lessonPage { completedLessons nextModule { status } } }
      c: completeLesson(input: $c) { lessonPage { completedLessons nextModule { status } } } }`;
    const answer = await graphqlAnswer<Record<string, { lessonPage: { completedLessons: number; nextModule: Card } }>>(
      client,
      twice,
      {
        a: { lessonPageId, lessonNumber: 11 },
        b: { lessonPageId, lessonNumber: 12 },
        c: { lessonPageId, lessonNumber: 12 },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      a: { lessonPage: { completedLessons: 11, nextModule: { status: "LOCKED" } } },
      b: { lessonPage: { completedLessons: 12, nextModule: { status: "AVAILABLE" } } },
      c: { lessonPage: { completedLessons: 12, nextModule: { status: "AVAILABLE" } } },
    });
  });

  it("refuses completing a lesson of a locked module, saying what to finish first, and stores nothing", async () => {
    const { user, client } = await freshStudent();
    const answer = await graphqlAnswer(client, COMPLETE, {
      input: { lessonPageId: globalId("LessonPage", "server-administration") },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: "This module is locked. Complete Network Infrastructure to unlock Server Administration.",
      extensions: { code: "FORBIDDEN" },
    });
    expect(await app.prisma.lessonCompletion.count({ where: { userId: user.id } })).toBe(0);
  });

  it("lets a student complete any lesson of an open module, once; a number past the last is refused", async () => {
    const { user, client } = await freshStudent();
    const input = { lessonPageId: globalId("LessonPage", "security-fundamentals") };
    const third = await graphqlAnswer<{ completeLesson: { lessonNumber: number } }>(client, COMPLETE, {
      input: { ...input, lessonNumber: 3 },
    });
    expect(third.data!.completeLesson.lessonNumber).toBe(3);
    const again = await graphqlAnswer<{ completeLesson: { lessonNumber: number } }>(client, COMPLETE, {
      input: { ...input, lessonNumber: 3 },
    });
    expect(again.data!.completeLesson.lessonNumber).toBe(3);
    // Without a number: the first lesson not done.
    const next = await graphqlAnswer<{ completeLesson: { lessonNumber: number } }>(client, COMPLETE, { input });
    expect(next.data!.completeLesson.lessonNumber).toBe(1);
    const past = await graphqlAnswer(client, COMPLETE, { input: { ...input, lessonNumber: 13 } });
    expect(past.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const stored = await app.prisma.lessonCompletion.findMany({
      where: { userId: user.id },
      orderBy: { lessonNumber: "asc" },
    });
    expect(stored.map((row) => row.lessonNumber)).toEqual([1, 3]);
  });

  it("opens Cryptography only once the other eight security modules are complete", async () => {
    const { user, client } = await freshStudent();
    await completeModules(user.id, "security", [1, 2, 4, 5, 6, 7, 8]);
    // Database Security is complete, but Endpoint Security is not: still locked.
    expect(await page(client, "cryptography")).toMatchObject({
      locked: true,
      lockRequirement: "Complete the other 8 modules of this track to unlock Cryptography.",
      finishFirst: { title: "Endpoint Security" },
    });
    expect((await cards(client, "security"))[8]).toMatchObject({ status: "LOCKED", path: null });
    await completeModules(user.id, "security", [3]);
    expect((await cards(client, "security"))[8]).toMatchObject({ status: "AVAILABLE", path: "/cryptography" });
    expect(await page(client, "cryptography")).toMatchObject({ locked: false, finishFirst: null });
    // Everyone else still sees it locked.
    expect((await cards(visitor(), "security"))[8]).toMatchObject({ status: "LOCKED", path: null });
  });

  it("lets an admin unlock a module for one student, audited in the same change; twice is refused", async () => {
    const { user, client } = await freshStudent();
    const other = await freshStudent();
    const module = await app.prisma.trackModule.findUniqueOrThrow({
      where: { trackId_number: { trackId: "infrastructure", number: 3 } },
    });
    const input = { studentId: globalId("Student", user.id), moduleId: globalId("TrackModule", module.id) };
    const refused = await graphqlAnswer(client, UNLOCK, { input });
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);

    const answer = await graphqlAnswer<{ unlockModule: Record<string, unknown> }>(admin, UNLOCK, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.unlockModule).toEqual({
      module: { title: "Server Administration" },
      student: { email: user.email },
      auditEntryEdge: {
        node: { action: "MODULE_UNLOCK", detail: "Server Administration (IT Infrastructure Engineering)" },
      },
    });
    expect(locked(await cards(client, "infrastructure"))).toEqual([2, 4, 6, 7, 8]);
    expect((await page(client, "server-administration")).locked).toBe(false);
    const done = await graphqlAnswer(client, COMPLETE, {
      input: { lessonPageId: globalId("LessonPage", "server-administration") },
    });
    expect(done.errors).toBeUndefined();
    // Only that student.
    expect(locked(await cards(other.client, "infrastructure"))).toEqual([2, 3, 4, 6, 7, 8]);

    const twice = await graphqlAnswer(admin, UNLOCK, { input });
    expect(twice.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await app.prisma.auditEntry.count({ where: { action: "module.unlock", subjectId: user.id } })).toBe(1);
  });

  it("seeds an outline for every lesson page, as long as the page, and a page for every module", async () => {
    const pages = await app.prisma.lessonPage.findMany({ include: { _count: { select: { outline: true } } } });
    expect(pages).toHaveLength(16);
    for (const lessonPage of pages) expect(lessonPage._count.outline).toBe(lessonPage.totalLessons);
    const security = await app.prisma.trackModule.findMany({
      where: { trackId: "security" },
      include: { lessonPage: { select: { totalLessons: true } } },
    });
    for (const module of security) expect(module.lessonPage?.totalLessons).toBe(module.lessons);
  });
});
