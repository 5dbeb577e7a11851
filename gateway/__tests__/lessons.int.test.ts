import { beforeAll, describe, expect, it } from "vitest";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

const pageId = (slug: string) => Buffer.from(`LessonPage:${slug}`).toString("base64");

const PAGE = `query ($slug: String!) { lessonPage(slug: $slug) { title level progress completedLessons totalLessons completedLabs
  comments(first: 10) { edges { node { authorName content } } } mentorQuestions(first: 10) { edges { node { text status } } } } }`;
const COMPLETE = `mutation ($id: ID!) { completeLesson(input: { lessonPageId: $id }) { lessonNumber lessonPage { progress completedLessons }
  module { progress completed } track { completedModules completionPercent } enrollment { progress completedLessons status } } }`;

// Answers are read loosely: the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Body = { data?: Record<string, Loose>; errors?: { message: string; extensions?: { code?: string } }[] };

describe("lesson pages", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  let student: () => Promise<ReturnType<typeof restClient>>;
  const visitor = () => restClient(app.fastify, "");

  beforeAll(async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    student = async () => restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user));
  });

  it("shows a visitor the spec's sample figures and three newest-first comments", async () => {
    const body = (await visitor().graphql(PAGE, { slug: "network-infrastructure" })).body as Body;
    const page = body.data!.lessonPage;
    expect([
      page.title,
      page.level,
      page.progress,
      page.completedLessons,
      page.totalLessons,
      page.completedLabs,
    ]).toEqual(["Network Infrastructure", "Intermediate", 25, 3, 12, 1]);
    expect(page.comments.edges).toHaveLength(3);
  });

  it("stores a signed-in student's comment and question, newest first; blank text is refused", async () => {
    const client = await student();
    const added = (
      await client.graphql(
        `mutation ($id: ID!) { addLessonComment(input: { lessonPageId: $id, content: "  Great lab!  " }) { commentEdge { node { authorName content } } } }`,
        { id: pageId("server-administration") },
      )
    ).body as Body;
    expect(added.data!.addLessonComment.commentEdge.node.content).toBe("Great lab!");
    await client.graphql(
      `mutation ($id: ID!) { askMentor(input: { lessonPageId: $id, text: "Why?" }) { questionEdge { node { status } } } }`,
      { id: pageId("server-administration") },
    );
    const blank = (
      await client.graphql(
        `mutation ($id: ID!) { addLessonComment(input: { lessonPageId: $id, content: "   " }) { commentEdge { node { content } } } }`,
        { id: pageId("server-administration") },
      )
    ).body as Body;
    expect(blank.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const page = ((await visitor().graphql(PAGE, { slug: "server-administration" })).body as Body).data!.lessonPage;
    expect(page.comments.edges.map((e: Loose) => e.node.content)).toHaveLength(4);
    expect(page.comments.edges[0].node).toEqual({
      authorName: added.data!.addLessonComment.commentEdge.node.authorName,
      content: "Great lab!",
    });
    expect(page.mentorQuestions.edges[0].node).toEqual({ text: "Why?", status: "PENDING" });
  });

  it("derives the student's page, module, catalogue and enrolment figures from stored completions", async () => {
    const client = await student();
    // Storage Solutions is the track's last module: an admin's unlock opens it ahead of the others.
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    const storage = await app.prisma.lessonPage.findUniqueOrThrow({ where: { id: "storage-solutions" } });
    await app.prisma.moduleUnlock.create({ data: { userId: user.id, moduleId: storage.moduleId } });
    const before = ((await client.graphql(PAGE, { slug: "storage-solutions" })).body as Body).data!.lessonPage;
    expect([before.progress, before.completedLessons]).toEqual([0, 0]);
    let last: Loose;
    for (let i = 1; i <= 8; i++) {
      last = ((await client.graphql(COMPLETE, { id: pageId("storage-solutions") })).body as Body).data!.completeLesson;
      expect(last.lessonNumber).toBe(i);
    }
    expect(last.lessonPage).toEqual({ progress: 100, completedLessons: 8 });
    expect(last.module).toEqual({ progress: 100, completed: true });
    expect(last.track).toEqual({ completedModules: 1, completionPercent: 14 });
    expect(last.enrollment).toEqual({ progress: 5, completedLessons: 8, status: "IN_PROGRESS" });
    const again = (await client.graphql(COMPLETE, { id: pageId("storage-solutions") })).body as Body;
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    // A visitor still sees the seeded figures.
    const seen = ((await visitor().graphql(PAGE, { slug: "storage-solutions" })).body as Body).data!.lessonPage;
    expect([seen.progress, seen.completedLessons]).toEqual([0, 0]);
  });
});
