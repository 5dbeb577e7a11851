import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { FEED_QUERY } from "../../bench/lib/floor.js";
import { planCacheCounts } from "../../schema/db/planCache.js";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { mentionMarkdown } from "../../schema/rules/mentions.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// Issue 9: the SQL statements of a request stay the same whether a screen lists 20 rows or 100.
// Counted at the driver (schema/db/statementCounter.ts), for the exact operations the web screens
// send, over HTTP with the screen's signed-in viewer: the session check is part of the count. The
// read cache is off (READ_CACHE=false): this counts what working an answer out costs.

const root = path.join(import.meta.dirname, "../..");
type RelayConfig = { artifactDirectory: string; persistConfig?: { file: string } };
const relayConfig = ((await import(pathToFileURL(path.join(root, "relay.config.js")).href)) as { default: RelayConfig })
  .default;

/** The document a web screen sends for a Relay operation, found by its name. */
function webOperation(name: string): string {
  const artifact = readFileSync(path.join(root, relayConfig.artifactDirectory, `${name}.graphql.ts`), "utf8");
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (text) return JSON.parse(text) as string;
  // Persisted (trusted) documents: the artifact names an id, the compiler's map holds the text.
  const id = /"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  const persisted = relayConfig.persistConfig;
  if (!id || !persisted) throw new Error(`${name}: no operation text or persisted id in its artifact`);
  const map = JSON.parse(readFileSync(path.join(root, persisted.file), "utf8")) as Record<string, string>;
  const document = map[id];
  if (!document) throw new Error(`${name}: persisted id ${id} is not in ${persisted.file}`);
  return document;
}

type Client = ReturnType<typeof restClient>;
type GraphqlBody<T> = { data?: T; errors?: { message: string }[] };
type Connection<Node = unknown> = { edges: { node: Node }[]; pageInfo: { hasNextPage: boolean } };

describe.each(testDatabaseKinds)("statements per request on %s", (kind) => {
  const counter = createStatementCounter();
  const app = useTestApp(kind, { demoAccounts: true, onStatement: counter.listener, settings: { readCache: false } });

  /** Runs a web operation and returns its data and the statements it sent. */
  async function run<T>(client: Client, operation: string, variables: Record<string, unknown> = {}) {
    let res!: Awaited<ReturnType<Client["graphql"]>>;
    // A web operation by its name, or a document as it is (the benchmark's feed, an integrator's mutation).
    const document = /^\s*(query|mutation)\b/.test(operation) ? operation : webOperation(operation);
    const statements = await counter.during(async () => {
      res = await client.graphql(document, variables);
    });
    const body = res.body as GraphqlBody<T>;
    expect({ operation, status: res.status, errors: body.errors }).toEqual({
      operation,
      status: 200,
      errors: undefined,
    });
    // Reads load the columns they show: no screen pulls password hashes out of the database.
    expect(statements.filter((sql) => sql.includes('"passwordHash"'))).toEqual([]);
    return { data: body.data!, statements };
  }

  /** Asserts the counts are equal, showing the statements when they are not. */
  function expectConstant(label: string, small: string[], large: string[]) {
    console.log(`${kind} ${label}: ${small.length} statements for the small page, ${large.length} for the large one`);
    // Only the number matters: a list of 100 ids makes longer statements, not more of them.
    const shown = (statements: string[]) =>
      statements.map((sql) => `  ${sql.replace(/\s+/g, " ").slice(0, 160)}`).join("\n");
    expect(large.length, `${label}\nsmall page:\n${shown(small)}\nlarge page:\n${shown(large)}`).toBe(small.length);
  }

  async function signedIn(email: string) {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    return restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user));
  }

  it("the board's feed: as many statements for 100 discussions as for 20", async () => {
    const prisma = app.prisma;
    const viewer = await prisma.user.create({
      data: { role: "COMMUNITY", email: "feed.viewer@example.com", firstName: "Feed", lastName: "Viewer" },
    });
    const categories = (await prisma.category.findMany({ select: { id: true } })).map((c) => c.id);
    // 120 discussions, each by its own author, across every category; the viewer likes every
    // third one and another member every other one, so the like state differs from card to card.
    await prisma.user.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        role: "COMMUNITY" as const,
        email: `author${i}@example.com`,
        firstName: `Author${i}`,
        lastName: "Poster",
      })),
    });
    const authors = await prisma.user.findMany({ where: { email: { startsWith: "author" } }, select: { id: true } });
    const start = Date.now();
    await prisma.discussion.createMany({
      data: authors.map((author, i) => ({
        id: `feed-${String(i).padStart(3, "0")}`,
        title: `Feed discussion ${i}`,
        content: `Body of discussion ${i}`,
        categoryId: categories[i % categories.length]!,
        authorId: author.id,
        likesCount: (i % 3 === 0 ? 1 : 0) + (i % 2 === 0 ? 1 : 0),
        createdAt: new Date(start + i * 1000),
        activityAt: new Date(start + i * 1000),
      })),
    });
    await prisma.like.createMany({
      data: authors.flatMap((_, i) => [
        ...(i % 3 === 0 ? [{ userId: viewer.id, discussionId: `feed-${String(i).padStart(3, "0")}` }] : []),
        ...(i % 2 === 0 ? [{ userId: authors[0]!.id, discussionId: `feed-${String(i).padStart(3, "0")}` }] : []),
      ]),
    });
    const member = await signedIn(viewer.email);

    for (const orderBy of ["LATEST_ACTIVITY", "POPULAR", "NEWEST"]) {
      const page = (count: number) =>
        run<{ discussions: Connection<{ viewerHasLiked: boolean }> }>(member, "DiscussionListPaginationQuery", {
          count,
          orderBy,
        });
      const small = await page(20);
      const large = await page(100);
      expect(small.data.discussions.edges).toHaveLength(20);
      expect(large.data.discussions.edges).toHaveLength(100);
      expect(large.data.discussions.edges.filter((e) => e.node.viewerHasLiked).length).toBeGreaterThanOrEqual(33);
      expectConstant(`feed (${orderBy})`, small.statements, large.statements);
      // Issue 22: the list's categories, the session check read in the same statement, and the page
      // itself, category, author and the viewer's like joined in: two statements, both the planned
      // executor's (schema/plans/documentPlans.ts; Prisma's relationJoins give the same two after
      // the session check without it).
      expect(large.statements, `feed (${orderBy})`).toHaveLength(2);
      expect(large.statements[0]).toMatch(/"sessionVersion"/);
    }
    // The feed as the benchmark asks for it (bench/lib/floor.ts): one statement, the planned
    // executor's (schema/plans/documentPlans.ts), not Prisma's, the session check in it.
    const benchFeed = await run<{ discussions: Connection }>(member, FEED_QUERY);
    expect(benchFeed.data.discussions.edges).toHaveLength(20);
    expect(benchFeed.statements).toHaveLength(1);
    expect(benchFeed.statements[0]).toMatch(
      /^SELECT \(SELECT row_to_json\(b\) FROM \(SELECT .*"sessionVersion".*\) b\)::text AS "check", json_build_array\(t0\."id", .*\) AS r FROM "Discussion" t0 /,
    );
    // Through graphql-js (PLANNED_EXECUTION=false), Prisma sends the session check and the page,
    // and asked again, each has a plan already made (schema/db/planCache.ts).
    const unplanned = await app.another({ settings: { readCache: false, plannedExecution: false } });
    const cookie = await sessionCookieFor(TEST_SESSION_SECRET, viewer);
    await run(restClient(unplanned.fastify, cookie), FEED_QUERY);
    const compiles = { ...planCacheCounts };
    const again = await run(restClient(unplanned.fastify, cookie), FEED_QUERY);
    expect(again.statements).toHaveLength(2);
    expect({
      learned: planCacheCounts.learned - compiles.learned,
      compiled: planCacheCounts.compiled - compiles.compiled,
      reused: planCacheCounts.reused - compiles.reused,
    }).toEqual({ learned: 0, compiled: 0, reused: 2 });
    // The board's first load, every section of the screen at once.
    const screen = await run<{ discussions: Connection }>(member, "CommunityPageQuery");
    expect(screen.data.discussions.pageInfo.hasNextPage).toBe(true);
    console.log(`${kind} community screen: ${screen.statements.length} statements`);
  });

  it("the admin's student list: as many statements for 100 students as for 20, in GraphQL and REST", async () => {
    const prisma = app.prisma;
    const admin = await signedIn(demo.admin.email);
    const courses = (await prisma.course.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((c) => c.id);
    /** Adds students until the list holds `total`, each enrolled in one to three courses. */
    async function growStudentsTo(total: number) {
      const existing = await prisma.user.count({ where: { role: "STUDENT" } });
      const fresh = Array.from({ length: total - existing }, (_, i) => `student${existing + i}@example.com`);
      await prisma.user.createMany({
        data: fresh.map((email, i) => ({
          role: "STUDENT" as const,
          email,
          firstName: `Student${i}`,
          lastName: "Learner",
          isActive: i % 4 !== 0,
        })),
      });
      const created = await prisma.user.findMany({ where: { email: { in: fresh } }, select: { id: true } });
      await prisma.enrollment.createMany({
        data: created.flatMap((student, i) =>
          courses
            .slice(0, (i % courses.length) + 1)
            .map((courseId) => ({ userId: student.id, courseId, progress: (i * 7) % 100 })),
        ),
      });
    }
    type Page = { students: { edges: unknown[]; pageInfo: { endCursor: string } } };
    // As the portal asks (web/src/pages/adminPortal/studentListParams.ts): a page of 100, then the
    // page after it sorted by name in one course, and the page before it.
    const paged = { first: 100, after: null, last: null, before: null, search: null, status: "ALL", courseId: null };
    const measure = async () => {
      const dashboard = await run<Page>(admin, "AdminDashboardQuery", { ...paged, sort: "NEWEST" });
      const byName = await run<Page>(admin, "StudentsPanelRefetchQuery", {
        ...paged,
        sort: "NAME",
        courseId: Buffer.from(`Course:${courses[0]}`).toString("base64"),
      });
      return {
        dashboard,
        refetch: byName,
        backwards: await run<Page>(admin, "StudentsPanelRefetchQuery", {
          ...paged,
          first: null,
          last: 100,
          before: dashboard.data.students.pageInfo.endCursor,
          sort: "NEWEST",
        }),
        rest: await restStudents(),
        csv: await csvStudents(),
      };
    };
    async function csvStudents() {
      let res!: Awaited<ReturnType<typeof app.fastify.inject>>;
      const statements = await counter.during(async () => {
        res = await app.fastify.inject({
          method: "GET",
          url: "/api/admin/students.csv",
          headers: { cookie: admin.cookie },
        });
      });
      expect(res.statusCode).toBe(200);
      expect(statements.filter((sql) => sql.includes('"passwordHash"'))).toEqual([]);
      return { lines: res.body.trim().split("\n").length, statements };
    }
    async function restStudents() {
      let res!: Awaited<ReturnType<Client["get"]>>;
      const statements = await counter.during(async () => {
        res = await admin.get("/api/admin/students");
      });
      expect(res.status).toBe(200);
      expect(statements.filter((sql) => sql.includes('"passwordHash"'))).toEqual([]);
      return { students: res.body as unknown[], statements };
    }

    await growStudentsTo(20);
    const small = await measure();
    await growStudentsTo(100);
    const large = await measure();
    expect(small.dashboard.data.students.edges).toHaveLength(20);
    expect(large.dashboard.data.students.edges).toHaveLength(100);
    expect(large.refetch.data.students.edges).toHaveLength(100);
    expectConstant("admin dashboard", small.dashboard.statements, large.dashboard.statements);
    expectConstant("admin student search", small.refetch.statements, large.refetch.statements);
    expect(large.backwards.data.students.edges).toHaveLength(99);
    expectConstant("admin student list, page before", small.backwards.statements, large.backwards.statements);
    expect(large.csv.lines).toBeGreaterThan(100);
    expectConstant("GET /api/admin/students.csv", small.csv.statements, large.csv.statements);
    expect(large.rest.students).toHaveLength(100);
    expectConstant("GET /api/admin/students", small.rest.statements, large.rest.statements);
  });

  it("the admin's audit log: as many statements for 100 entries as for 20", async () => {
    const prisma = app.prisma;
    const admin = await signedIn(demo.admin.email);
    const actor = await prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email }, select: { id: true } });
    // Each entry about another student, every fifth about nobody (a sign-in).
    const subjects = await prisma.user.findMany({ where: { role: "STUDENT" }, select: { id: true }, take: 120 });
    const start = Date.now();
    await prisma.auditEntry.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        actorId: actor.id,
        action: i % 5 === 0 ? "admin.login" : "student.enroll",
        subjectId: i % 5 === 0 ? null : subjects[i % subjects.length]!.id,
        detail: `Entry ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    });
    const page = (count: number) => run<{ auditLog: Connection }>(admin, "AuditLogListPaginationQuery", { count });
    const small = await page(20);
    const large = await page(100);
    expect(small.data.auditLog.edges).toHaveLength(20);
    expect(large.data.auditLog.edges).toHaveLength(100);
    expectConstant("audit log", small.statements, large.statements);
  });

  it("the moderation queue: as many statements for 100 flagged posts as for 20, discussions and replies alike", async () => {
    const prisma = app.prisma;
    await prisma.user.update({ where: { email: "alex.chen@community.cyberlab.academy" }, data: { isModerator: true } });
    const moderator = await signedIn("alex.chen@community.cyberlab.academy");
    const authors = await prisma.user.findMany({ where: { role: "COMMUNITY" }, select: { id: true } });
    const categoryId = (await prisma.category.findFirstOrThrow()).id;
    const flagger = authors[1]!.id;
    // 60 discussions, each with a reply: 120 flagged posts by as many authors as there are members.
    for (let i = 0; i < 60; i++) {
      const authorId = authors[i % authors.length]!.id;
      const discussion = await prisma.discussion.create({
        data: { title: `Flagged ${i}`, content: "Spam", categoryId, authorId },
      });
      const reply = await prisma.reply.create({ data: { discussionId: discussion.id, authorId, content: "Spam too" } });
      await prisma.flag.createMany({
        data: [
          { userId: flagger, discussionId: discussion.id, reason: "SPAM", note: `Note ${i}` },
          { userId: flagger, replyId: reply.id, reason: "ABUSE" },
        ],
      });
    }
    const page = (count: number) =>
      run<{ moderationQueue: Connection }>(moderator, "ModerationQueueListPaginationQuery", { count });
    const small = await page(20);
    const large = await page(100);
    expect(small.data.moderationQueue.edges).toHaveLength(20);
    expect(large.data.moderationQueue.edges).toHaveLength(100);
    expectConstant("moderation queue", small.statements, large.statements);
  });

  it("the notifications page: as many statements for 100 notifications as for 20, of every kind", async () => {
    const prisma = app.prisma;
    const member = await prisma.user.findUniqueOrThrow({ where: { email: "maria.garcia@community.cyberlab.academy" } });
    const others = await prisma.user.findMany({
      where: { role: "COMMUNITY", id: { not: member.id } },
      select: { id: true },
    });
    const replies = await prisma.reply.findMany({ select: { id: true, discussionId: true }, take: 40 });
    const kinds = ["REPLY", "MENTION", "ANSWER_ACCEPTED", "LIKE", "MODERATION"] as const;
    await prisma.notification.createMany({
      data: Array.from({ length: 120 }, (_, i) => {
        const reply = replies[i % replies.length]!;
        const kind = kinds[i % kinds.length]!;
        return {
          recipientId: member.id,
          kind,
          actorId: kind === "MODERATION" ? null : others[i % others.length]!.id,
          discussionId: reply.discussionId,
          replyId: i % 2 === 0 ? reply.id : null,
          actorCount: kind === "LIKE" ? 3 : 1,
          detail: kind === "MODERATION" ? "A moderator pinned your discussion. Reason: useful" : "",
          createdAt: new Date(Date.now() - i * 1000),
        };
      }),
    });
    const client = await signedIn("maria.garcia@community.cyberlab.academy");
    const page = (count: number) =>
      run<{ viewer: { notifications: Connection } }>(client, "NotificationListPaginationQuery", {
        count,
        unreadOnly: false,
      });
    const small = await page(20);
    const large = await page(100);
    expect(small.data.viewer.notifications.edges).toHaveLength(20);
    expect(large.data.viewer.notifications.edges).toHaveLength(100);
    expectConstant("notifications", small.statements, large.statements);
  });

  it("a discussion's page: as many statements for 100 replies as for 20, and for every page after", async () => {
    const prisma = app.prisma;
    const member = await signedIn("alex.chen@community.cyberlab.academy");
    const authors = await prisma.user.findMany({ where: { role: "COMMUNITY" }, select: { id: true } });
    const thread = await prisma.discussion.create({
      data: {
        title: "A long thread",
        content: "Many answers",
        categoryId: (await prisma.category.findFirstOrThrow()).id,
        authorId: authors[0]!.id,
      },
    });
    const start = Date.now();
    await prisma.reply.createMany({
      data: Array.from({ length: 220 }, (_, i) => ({
        discussionId: thread.id,
        authorId: authors[i % authors.length]!.id,
        // Every reply mentions two members: the page loads the members of all its replies at once.
        content: `Answer ${i} for ${mentionMarkdown("A", authors[(i + 1) % authors.length]!.id)} and ${mentionMarkdown("B", authors[(i + 2) % authors.length]!.id)}`,
        createdAt: new Date(start + i * 1000),
      })),
    });
    const id = Buffer.from(`Discussion:${thread.id}`).toString("base64");
    type Page = { node: { replies: Connection & { pageInfo: { endCursor: string } } } };
    const pageOf = (first: number, after?: string) =>
      run<Page>(member, "ReplyListPaginationQuery", { id, first, after });
    const screen = await run<{ discussion: { id: string } }>(member, "DiscussionPageQuery", { id });
    expect(screen.data.discussion.id).toBe(id);
    const small = await pageOf(20);
    const large = await pageOf(100);
    expect(small.data.node.replies.edges).toHaveLength(20);
    expect(large.data.node.replies.edges).toHaveLength(100);
    expectConstant("discussion replies", small.statements, large.statements);
    // A page after a cursor takes more statements than the first one: Prisma's relation joins
    // (prisma/schema.prisma) do not cover a nested relation read from a cursor, so Prisma falls back
    // to one query per relation there. Still as many for 100 replies as for 20.
    const after = large.data.node.replies.pageInfo.endCursor;
    const nextSmall = await pageOf(20, after);
    const next = await pageOf(100, after);
    expect(nextSmall.data.node.replies.edges).toHaveLength(20);
    expect(next.data.node.replies.edges).toHaveLength(100);
    expectConstant("discussion replies, next page", nextSmall.statements, next.statements);
  });

  it("the members directory: as many statements for 100 members as for 20, in every order and filter", async () => {
    const prisma = app.prisma;
    const member = await signedIn("alex.chen@community.cyberlab.academy");
    const categoryId = (await prisma.category.findFirstOrThrow()).id;
    await prisma.user.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        role: "COMMUNITY" as const,
        email: `directory${i}@example.com`,
        firstName: `Member${String(i).padStart(3, "0")}`,
        lastName: "Directory",
        skills: i % 2 === 0 ? ["Wireshark", `Skill ${i}`] : [],
        specialization: i % 3 === 0 ? ("NETWORK_SECURITY" as const) : null,
      })),
    });
    const members = await prisma.user.findMany({ where: { email: { startsWith: "directory" } }, select: { id: true } });
    // Activity differs from member to member: up to 3 discussions and 3 replies each.
    for (const [i, { id: authorId }] of members.entries()) {
      for (let d = 0; d < i % 4; d++) {
        const discussion = await prisma.discussion.create({
          data: { title: `By ${i}`, content: "Hello", categoryId, authorId },
          select: { id: true },
        });
        if (i % 2 === 0) await prisma.reply.create({ data: { discussionId: discussion.id, authorId, content: "Me" } });
      }
    }
    for (const variables of [
      { sort: "NAME" },
      { sort: "NEWEST" },
      { sort: "MOST_ACTIVE" },
      { sort: "NAME", search: "Directory" },
      { sort: "MOST_ACTIVE", search: "wireshark" },
    ]) {
      type Page = { members: Connection & { totalCount: number } };
      const page = (count: number) => run<Page>(member, "MembersListPaginationQuery", { count, ...variables });
      const small = await page(20);
      const large = await page(100);
      expect(small.data.members.edges).toHaveLength(20);
      expect(large.data.members.edges.length).toBeGreaterThanOrEqual(60);
      expectConstant(`members directory (${JSON.stringify(variables)})`, small.statements, large.statements);
    }
    const profile = await run<{ member: { firstName: string } }>(member, "MemberProfilePageQuery", {
      id: Buffer.from(`User:${members[3]!.id}`).toString("base64"),
    });
    expect(profile.data.member.firstName).toMatch(/^Member\d{3}$/);
  });

  it("a track page: as many statements for 9 module cards as for 7, the modules read once", async () => {
    const prisma = app.prisma;
    const student = await signedIn(demo.student.email);
    const studentId = (await prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
    // Progress on some cards of both tracks, so the figures have rows to read.
    const modules = await prisma.trackModule.findMany({
      where: { number: { lte: 2 } },
      select: { id: true, number: true },
    });
    await prisma.moduleProgress.createMany({
      data: modules.map((m) => ({
        userId: studentId,
        moduleId: m.id,
        progress: m.number === 1 ? 100 : 40,
        completed: m.number === 1,
      })),
    });
    type TrackData = { track: { completedModules: number; modules: { completed: boolean }[] } };

    const small = await run<TrackData>(student, "TrackPageQuery", { slug: "infrastructure" });
    const large = await run<TrackData>(student, "TrackPageQuery", { slug: "security" });
    expect(small.data.track.modules.length).toBeLessThan(large.data.track.modules.length);
    expect([small.data.track.completedModules, large.data.track.completedModules]).toEqual([1, 1]);
    expectConstant("track page", small.statements, large.statements);
    // The summary's figures and the cards share one read of the track and its modules; the unlock
    // rule (schema/moduleUnlock.ts) reads the track's modules once more for every card at once.
    expect(large.statements.filter((sql) => /FROM "public"\."TrackModule"/.test(sql))).toHaveLength(2);
  });

  it("a lesson page: as many statements for a long comment list as for a short one", async () => {
    const prisma = app.prisma;
    const student = await signedIn(demo.student.email);
    const page = await prisma.lessonPage.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } });
    const studentId = (await prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
    await prisma.lessonCompletion.createMany({
      data: [1, 2].map((lessonNumber) => ({ userId: studentId, lessonPageId: page.id, lessonNumber })),
    });
    /** Adds comments and mentor questions until the page holds `total` of each. */
    async function growTo(total: number) {
      const comments = await prisma.lessonComment.count({ where: { lessonPageId: page.id } });
      const questions = await prisma.mentorQuestion.count({ where: { lessonPageId: page.id } });
      await prisma.lessonComment.createMany({
        data: Array.from({ length: total - comments }, (_, i) => ({
          lessonPageId: page.id,
          authorId: studentId,
          authorName: "Jordan Lee",
          content: `Comment ${comments + i}`,
        })),
      });
      await prisma.mentorQuestion.createMany({
        data: Array.from({ length: total - questions }, (_, i) => ({
          lessonPageId: page.id,
          authorId: studentId,
          text: `Question ${questions + i}`,
        })),
      });
    }
    type LessonData = { lessonPage: { comments: Connection; mentorQuestions: Connection } };

    await growTo(20);
    const small = await run<LessonData>(student, "LessonPageQuery", { slug: page.id });
    await growTo(120);
    const large = await run<LessonData>(student, "LessonPageQuery", { slug: page.id });
    // The screen asks for 50 comments and 20 questions: the long list fills both pages.
    expect(small.data.lessonPage.comments.edges).toHaveLength(20);
    expect(large.data.lessonPage.comments.edges).toHaveLength(50);
    expect(large.data.lessonPage.comments.pageInfo.hasNextPage).toBe(true);
    expect(large.data.lessonPage.mentorQuestions.edges).toHaveLength(20);
    expectConstant("lesson page", small.statements, large.statements);
  });

  it("the assignment lists: as many statements for 100 as for 20, for the student and the admin's queue", async () => {
    const prisma = app.prisma;
    const module = await prisma.trackModule.findFirstOrThrow({ where: { trackId: "infrastructure", number: 2 } });
    const student = await prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    const day = 86_400_000;
    // 120 assignments, some not open yet; the student handed in every other one, a third of those graded.
    await prisma.assignment.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        id: `n1-assignment-${String(i).padStart(3, "0")}`,
        moduleId: module.id,
        title: `Assignment ${i}`,
        description: "Hand in a report.",
        opensAt: new Date(Date.now() + (i % 5 === 0 ? day : -day)),
        dueAt: new Date(Date.now() + i * day),
        position: 10 + i,
      })),
    });
    await prisma.assignmentSubmission.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        assignmentId: `n1-assignment-${String(i * 2 + 1).padStart(3, "0")}`,
        studentId: student.id,
        body: `Work ${i}`,
        submittedAt: new Date(),
        late: i % 4 === 0,
        status: i % 3 === 0 ? ("GRADED" as const) : ("SUBMITTED" as const),
        score: i % 3 === 0 ? 80 : null,
      })),
    });
    const studentClient = await signedIn(demo.student.email);
    const mine = (count: number) =>
      run<{ myAssignments: Connection }>(studentClient, "AssignmentListPaginationQuery", { count });
    const small = await mine(20);
    const large = await mine(100);
    expect(small.data.myAssignments.edges).toHaveLength(20);
    expect(large.data.myAssignments.edges).toHaveLength(100);
    expectConstant("student's assignments", small.statements, large.statements);
    const filtered = (count: number) =>
      run<{ myAssignments: Connection }>(studentClient, "AssignmentListPaginationQuery", {
        count,
        status: "SUBMITTED",
      });
    expectConstant("student's submitted assignments", (await filtered(5)).statements, (await filtered(30)).statements);

    // The admin's queue: waiting submissions of 120 students, each by its own student.
    await prisma.user.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        role: "STUDENT" as const,
        email: `handin${i}@example.com`,
        firstName: `Handin${i}`,
        lastName: "Student",
      })),
    });
    const handers = await prisma.user.findMany({ where: { email: { startsWith: "handin" } }, select: { id: true } });
    await prisma.assignmentSubmission.createMany({
      data: handers.map((h, i) => ({
        assignmentId: `n1-assignment-${String(i).padStart(3, "0")}`,
        studentId: h.id,
        body: `Queued ${i}`,
        links: ["https://example.com/work"],
        submittedAt: new Date(Date.now() - i * 1000),
        late: i % 2 === 0,
      })),
    });
    const admin = await signedIn(demo.admin.email);
    const queue = (count: number) =>
      run<{ assignmentSubmissionQueue: Connection }>(admin, "AssignmentsPanelPaginationQuery", { count });
    const first = await queue(20);
    const more = await queue(100);
    expect(first.data.assignmentSubmissionQueue.edges).toHaveLength(20);
    expect(more.data.assignmentSubmissionQueue.edges).toHaveLength(100);
    expectConstant("admin's submission queue", first.statements, more.statements);
  });

  it("a like, a second member's like and an unlike: the statements each write sends", async () => {
    const prisma = app.prisma;
    const emails = ["like.one@example.com", "like.two@example.com"];
    await prisma.user.createMany({
      data: emails.map((email, i) => ({
        role: "COMMUNITY" as const,
        email,
        firstName: `Liker${i}`,
        lastName: "Member",
      })),
    });
    const post = await prisma.discussion.findFirstOrThrow({ where: { hiddenAt: null }, select: { id: true } });
    const input = { discussionId: Buffer.from(`Discussion:${post.id}`).toString("base64") };
    const first = await signedIn(emails[0]!);
    const second = await signedIn(emails[1]!);
    const shown = (statements: string[]) => statements.map((sql) => sql.replace(/\s+/g, " ").slice(0, 120)).join("\n");
    const writes = async (user: Client, operation: string) => {
      const { statements } = await run(user, operation, { input });
      console.log(`${kind} ${operation}: ${statements.length} statements\n${shown(statements)}`);
      return statements;
    };
    // The author's like notification starts: the session and one statement (the like, the counter,
    // the author's preferences, the notification, its actor and its count, and the discussion as it
    // now is, which answers the button's payload).
    const like = await writes(first, "useLikeDiscussionMutation");
    expect(like, shown(like)).toHaveLength(2);
    expect(like.filter((sql) => /^(BEGIN|COMMIT)/.test(sql))).toEqual([]);
    // A second member joins the open group: the same statements.
    expect(await writes(second, "useLikeDiscussionMutation")).toHaveLength(2);
    // Unlike: the session, and the like removed with the counter.
    const unlike = await writes(first, "useLikeDiscussionMutationUnlike");
    expect(unlike, shown(unlike)).toHaveLength(2);
    // Liking again, already in the open group: the same.
    expect(await writes(first, "useLikeDiscussionMutation")).toHaveLength(2);
    // A reply's like and unlike: the same.
    const reply = await prisma.reply.findFirstOrThrow({ where: { hiddenAt: null }, select: { id: true } });
    const replyInput = { replyId: Buffer.from(`Reply:${reply.id}`).toString("base64") };
    for (const operation of ["ReplyLikeButtonLikeMutation", "ReplyLikeButtonUnlikeMutation"]) {
      const { statements } = await run(first, operation, { input: replyInput });
      expect(statements, shown(statements)).toHaveLength(2);
    }
  });

  it("a new discussion: one insert, and a transaction only when it mentions members to notify", async () => {
    const author = await signedIn("priya.patel@community.cyberlab.academy");
    const create = async (content: string) => {
      const { statements } = await run(author, "useCreateDiscussionMutation", {
        input: { title: "Counted post", content, categoryId: Buffer.from("Category:general").toString("base64") },
        connections: [],
      });
      return statements;
    };
    const plain = await create("Nobody is mentioned here");
    expect(plain.filter((sql) => /^(BEGIN|COMMIT)/.test(sql))).toEqual([]);
    expect(plain.filter((sql) => /^INSERT/.test(sql))).toHaveLength(1);
    const mentioned = await app.prisma.user.findUniqueOrThrow({
      where: { email: "james.wilson@community.cyberlab.academy" },
    });
    const withMention = await create(`Over to ${mentionMarkdown("James", mentioned.id)}`);
    expect(withMention.filter((sql) => /^(BEGIN|COMMIT)/.test(sql))).toEqual(["BEGIN", "COMMIT"]);
    // The board's own mutation reads the new post again with its author and category; a client
    // asking only the new node's columns gets them from the insert: the session check and the insert.
    const { statements: columnsOnly, data } = await run<{
      createDiscussion: { discussionEdge: { node: { title: string; content: string; isPinned: boolean } } };
    }>(
      author,
      `mutation ($input: CreateDiscussionInput!) {
        createDiscussion(input: $input) { discussionEdge { cursor node { id title content isPinned createdAt } } }
      }`,
      {
        input: {
          title: "Counted post",
          content: "Columns only",
          categoryId: Buffer.from("Category:general").toString("base64"),
        },
      },
    );
    expect(columnsOnly, columnsOnly.join("\n")).toHaveLength(2);
    expect(columnsOnly[1]).toMatch(/^INSERT/);
    expect(data.createDiscussion.discussionEdge.node).toMatchObject({
      title: "Counted post",
      content: "Columns only",
      isPinned: false,
    });
  });
});
