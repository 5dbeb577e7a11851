import { beforeAll, describe, expect, it } from "vitest";
import { recordBeat, STUDY_TIME, utcDay } from "../../schema/studyTime.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { graphqlAnswer, restClient, sessionCookieFor, type RestClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

const pageId = (slug: string) => Buffer.from(`LessonPage:${slug}`).toString("base64");
const questionId = (id: string) => Buffer.from(`MentorQuestion:${id}`).toString("base64");

const BEAT = `mutation ($id: ID!) { recordStudyTime(input: { lessonPageId: $id }) { secondsCredited
  lessonPage { studyTime { minutesSpent timeSpentText timeLeftText } } } }`;
const TIME = `query ($slug: String!) { lessonPage(slug: $slug) { timeLabel timeText studyTime { minutesSpent timeSpentText timeLeftText } } }`;
const SAVE_NOTE = `mutation ($id: ID!, $content: String!, $lesson: Int! = 1) { saveLessonNote(input: { lessonPageId: $id, lessonNumber: $lesson, content: $content }) { note { lessonNumber content } } }`;
const MY_NOTES = `query ($slug: String!) { lessonPage(slug: $slug) { myNotes { lessonNumber content } } }`;
const ANSWER = `mutation ($id: ID!, $answer: String!) { answerMentorQuestion(input: { questionId: $id, answer: $answer }) {
  question { status answer } auditEntryEdge { node { action detail } } } }`;

type Beat = { recordStudyTime: { secondsCredited: number; lessonPage: { studyTime: { minutesSpent: number } } } };

// On PGlite, and on PostgreSQL too under DATABASE_URL: the heartbeats' row lock matters there.
describe.each(testDatabaseKinds)("time on lesson pages, notes and mentor answers on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let student: RestClient;
  let otherStudent: RestClient;
  let admin: RestClient;
  let community: RestClient;
  let studentId: string;
  let communityId: string;
  const visitor = () => restClient(app.fastify, "");

  beforeAll(async () => {
    const s = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    studentId = s.id;
    student = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, s));
    const other = await app.prisma.user.create({
      data: { role: "STUDENT", email: "other.student@example.com", firstName: "Other", lastName: "Student" },
    });
    otherStudent = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, other));
    const a = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } });
    admin = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, a));
    const c = await app.prisma.user.findFirstOrThrow({ where: { role: "COMMUNITY", deletedAt: null } });
    communityId = c.id;
    community = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, c));
  });

  /** Moves the student's latest heartbeat back by `seconds`, as if that much time had passed. */
  async function agoBeat(seconds: number) {
    const latest = await app.prisma.studyTime.findFirstOrThrow({
      where: { userId: studentId },
      orderBy: { lastBeatAt: "desc" },
    });
    await app.prisma.studyTime.update({
      where: { userId_moduleId_day: { userId: studentId, moduleId: latest.moduleId, day: latest.day } },
      data: { lastBeatAt: new Date(Date.now() - seconds * 1000) },
    });
  }

  it("credits a beat no more than the time since the previous one, at most 60 s, nothing after a silence", async () => {
    const beat = async () =>
      (await graphqlAnswer<Beat>(student, BEAT, { id: pageId("it-fundamentals") })).data!.recordStudyTime;
    expect((await beat()).secondsCredited).toBe(0); // the first beat only starts the clock
    expect((await beat()).secondsCredited).toBe(0); // an immediate second beat: no time passed
    await agoBeat(45);
    expect((await beat()).secondsCredited).toBe(45);
    await agoBeat(100); // a slow beat is worth at most 60 s
    const capped = await beat();
    expect(capped.secondsCredited).toBe(STUDY_TIME.maxCreditSeconds);
    expect(capped.lessonPage.studyTime.minutesSpent).toBe(1);
    await agoBeat(10 * 60); // the page was away for ten minutes
    expect((await beat()).secondsCredited).toBe(0);
    const page = (
      await graphqlAnswer<{ lessonPage: { studyTime: unknown } }>(student, TIME, { slug: "it-fundamentals" })
    ).data!.lessonPage;
    // IT Fundamentals takes "2 hours": 1 min 45 s spent leaves 1h 58m.
    expect(page.studyTime).toEqual({ minutesSpent: 1, timeSpentText: "1 min", timeLeftText: "1h 58m" });
  });

  it("shares one clock across modules and tabs: parallel beats never add up to more than the time passed", async () => {
    await agoBeat(50);
    const beats = await Promise.all(
      ["network-infrastructure", "server-administration", "it-fundamentals", "it-fundamentals"].map((slug) =>
        graphqlAnswer<Beat>(student, BEAT, { id: pageId(slug) }),
      ),
    );
    const credited = beats.map((b) => b.data!.recordStudyTime.secondsCredited);
    expect(credited.reduce((sum, s) => sum + s, 0)).toBeGreaterThanOrEqual(50);
    expect(credited.reduce((sum, s) => sum + s, 0)).toBeLessThanOrEqual(51);
  });

  it("caps a module's day at four hours", async () => {
    const moduleId = (await app.prisma.lessonPage.findUniqueOrThrow({ where: { id: "storage-solutions" } })).moduleId;
    const now = new Date();
    // The student's previous beat, on any module, was 50 s ago.
    await app.prisma.studyTime.updateMany({
      where: { userId: studentId },
      data: { lastBeatAt: new Date(now.getTime() - 50_000) },
    });
    await app.prisma.studyTime.create({
      data: {
        userId: studentId,
        moduleId,
        day: utcDay(now),
        seconds: STUDY_TIME.maxSecondsPerDay - 20,
        lastBeatAt: new Date(now.getTime() - 50_000),
      },
    });
    expect(await app.prisma.$transaction((tx) => recordBeat(tx, studentId, moduleId, now))).toBe(20);
    const later = new Date(now.getTime() + 30_000);
    expect(await app.prisma.$transaction((tx) => recordBeat(tx, studentId, moduleId, later))).toBe(0);
    const row = await app.prisma.studyTime.findUniqueOrThrow({
      where: { userId_moduleId_day: { userId: studentId, moduleId, day: utcDay(now) } },
    });
    expect(row.seconds).toBe(STUDY_TIME.maxSecondsPerDay);
  });

  it("keeps the spec's time figures for visitors and refuses their heartbeats", async () => {
    const page = (await graphqlAnswer<{ lessonPage: unknown }>(visitor(), TIME, { slug: "it-fundamentals" })).data!
      .lessonPage;
    expect(page).toEqual({ timeLabel: "Time Spent", timeText: "2.5 hours", studyTime: null });
    const refused = await graphqlAnswer(visitor(), BEAT, { id: pageId("it-fundamentals") });
    expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const member = await graphqlAnswer(community, BEAT, { id: pageId("it-fundamentals") });
    expect(member.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("keeps a student's notes private and per lesson: saved whole, read back by them only, limited in length", async () => {
    type Notes = { lessonPage: { myNotes: { lessonNumber: number; content: string }[] } };
    const saved = await graphqlAnswer<{ saveLessonNote: { note: { lessonNumber: number; content: string } } }>(
      student,
      SAVE_NOTE,
      { id: pageId("it-fundamentals"), lesson: 2, content: "OSI: 7 layers\n  TCP is layer 4" },
    );
    expect(saved.data!.saveLessonNote.note).toEqual({ lessonNumber: 2, content: "OSI: 7 layers\n  TCP is layer 4" });
    await graphqlAnswer(student, SAVE_NOTE, { id: pageId("it-fundamentals"), lesson: 3, content: "Ports: 22, 53" });
    const mine = await graphqlAnswer<Notes>(student, MY_NOTES, { slug: "it-fundamentals" });
    // One note per lesson, in lesson order; writing one leaves the others as they were.
    expect(mine.data!.lessonPage.myNotes).toEqual([
      { lessonNumber: 2, content: "OSI: 7 layers\n  TCP is layer 4" },
      { lessonNumber: 3, content: "Ports: 22, 53" },
    ]);
    // Another student, a member and a visitor see none of it.
    for (const client of [otherStudent, community, visitor()]) {
      const seen = await graphqlAnswer<Notes>(client, MY_NOTES, { slug: "it-fundamentals" });
      expect(seen.data!.lessonPage.myNotes).toEqual([]);
    }
    const other = await graphqlAnswer(otherStudent, SAVE_NOTE, {
      id: pageId("it-fundamentals"),
      lesson: 2,
      content: "mine",
    });
    expect(other.errors).toBeUndefined();
    expect((await app.prisma.lessonNote.findMany({ where: { lessonPageId: "it-fundamentals" } })).length).toBe(3);
    const again = await graphqlAnswer<Notes>(student, MY_NOTES, { slug: "it-fundamentals" });
    expect(again.data!.lessonPage.myNotes[0]!.content).toBe("OSI: 7 layers\n  TCP is layer 4");
    const tooLong = await graphqlAnswer(student, SAVE_NOTE, {
      id: pageId("it-fundamentals"),
      content: "x".repeat(10_001),
    });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // A lesson the page does not have is refused, nothing stored.
    for (const lesson of [0, 99]) {
      const beyond = await graphqlAnswer(student, SAVE_NOTE, { id: pageId("it-fundamentals"), lesson, content: "x" });
      expect(beyond.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(await app.prisma.lessonNote.count({ where: { content: "x" } })).toBe(0);
    const byMember = await graphqlAnswer(community, SAVE_NOTE, { id: pageId("it-fundamentals"), content: "hi" });
    expect(byMember.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("lets only admins answer a question: audited with it, shown on the page, its author notified once", async () => {
    const asked = await graphqlAnswer<{ askMentor: { questionEdge: { node: { id: string } } } }>(
      community,
      `mutation ($id: ID!) { askMentor(input: { lessonPageId: $id, text: "Is VLAN hopping still a risk?" }) { questionEdge { node { id } } } }`,
      { id: pageId("network-infrastructure") },
    );
    const id = asked.data!.askMentor.questionEdge.node.id;
    for (const client of [student, community, visitor()]) {
      const refused = await graphqlAnswer(client, ANSWER, { id, answer: "Yes." });
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(refused.errors?.[0]?.extensions?.code);
    }
    const blank = await graphqlAnswer(admin, ANSWER, { id, answer: "   " });
    expect(blank.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const queue = await graphqlAnswer<{ mentorQuestionQueue: { edges: { node: Record<string, unknown> }[] } }>(
      admin,
      `{ mentorQuestionQueue(first: 100) { edges { node { id status askedBy lessonPage { title } } } } }`,
    );
    const statuses = queue.data!.mentorQuestionQueue.edges.map((e) => e.node.status);
    expect(statuses.indexOf("ANSWERED")).toBeGreaterThan(statuses.lastIndexOf("PENDING")); // pending first
    expect(queue.data!.mentorQuestionQueue.edges[0]!.node).toMatchObject({ id, status: "PENDING" });

    const answered = await graphqlAnswer<{ answerMentorQuestion: Record<string, unknown> }>(admin, ANSWER, {
      id,
      answer: "Yes, on trunk ports left in dynamic mode.",
    });
    expect(answered.data!.answerMentorQuestion).toEqual({
      question: { status: "ANSWERED", answer: "Yes, on trunk ports left in dynamic mode." },
      auditEntryEdge: { node: { action: "MENTOR_ANSWER", detail: "Network Infrastructure" } },
    });
    const again = await graphqlAnswer(admin, ANSWER, { id, answer: "Twice" });
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await app.prisma.auditEntry.count({ where: { action: "mentor.answer" } })).toBe(1);

    const page = await graphqlAnswer<{ lessonPage: { mentorQuestions: { edges: { node: unknown }[] } } }>(
      visitor(),
      `{ lessonPage(slug: "network-infrastructure") { mentorQuestions(first: 1) { edges { node { text status answer } } } } }`,
    );
    expect(page.data!.lessonPage.mentorQuestions.edges[0]!.node).toEqual({
      text: "Is VLAN hopping still a risk?",
      status: "ANSWERED",
      answer: "Yes, on trunk ports left in dynamic mode.",
    });
    const bell = await graphqlAnswer<{ viewer: { notifications: { edges: { node: Record<string, unknown> }[] } } }>(
      community,
      `{ viewer { notifications(first: 5) { edges { node { kind message lessonPageSlug } } } } }`,
    );
    expect(bell.errors).toBeUndefined();
    expect(bell.data!.viewer.notifications.edges.filter((e) => e.node.kind === "MENTOR_ANSWER")).toEqual([
      {
        node: {
          kind: "MENTOR_ANSWER",
          message: "The mentor answered your question on “Network Infrastructure”",
          lessonPageSlug: "network-infrastructure",
        },
      },
    ]);
    expect(await app.prisma.notification.count({ where: { recipientId: communityId, kind: "MENTOR_ANSWER" } })).toBe(1);
  });

  it("notifies a student author too, who reads it in their bell, unless they turned mentor answers off", async () => {
    const ask = async (client: RestClient) =>
      (
        await graphqlAnswer<{ askMentor: { questionEdge: { node: { id: string } } } }>(
          client,
          `mutation ($id: ID!) { askMentor(input: { lessonPageId: $id, text: "What is DHCP?" }) { questionEdge { node { id } } } }`,
          { id: pageId("it-fundamentals") },
        )
      ).data!.askMentor.questionEdge.node.id;
    await graphqlAnswer(admin, ANSWER, { id: await ask(student), answer: "Dynamic addressing." });
    expect(await app.prisma.notification.count({ where: { recipientId: studentId, kind: "MENTOR_ANSWER" } })).toBe(1);
    // The student's bell counts it, and the student can mark it read.
    const bell = await graphqlAnswer<{ viewer: { unreadNotificationsCount: number } }>(
      student,
      "{ viewer { unreadNotificationsCount } }",
    );
    expect(bell.data!.viewer.unreadNotificationsCount).toBe(1);
    const read = await graphqlAnswer<{ markAllNotificationsRead: { viewer: { unreadNotificationsCount: number } } }>(
      student,
      "mutation { markAllNotificationsRead(input: {}) { viewer { unreadNotificationsCount } } }",
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.markAllNotificationsRead.viewer.unreadNotificationsCount).toBe(0);
    await app.prisma.user.update({ where: { id: studentId }, data: { mutedNotificationKinds: ["MENTOR_ANSWER"] } });
    await graphqlAnswer(admin, ANSWER, { id: await ask(student), answer: "Again." });
    expect(await app.prisma.notification.count({ where: { recipientId: studentId, kind: "MENTOR_ANSWER" } })).toBe(1);
    const unknown = await graphqlAnswer(admin, ANSWER, { id: questionId("nope"), answer: "x" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("gives the Progress tab lessons per week and each module's progress and time", async () => {
    await student.graphql(`mutation ($id: ID!) { completeLesson(input: { lessonPageId: $id }) { lessonNumber } }`, {
      id: pageId("it-fundamentals"),
    });
    const charts = await graphqlAnswer<{
      progressCharts: { lessonsPerWeek: { lessons: number }[]; modules: Record<string, unknown>[] };
    }>(student, `{ progressCharts { lessonsPerWeek { weekStart lessons } modules { title progress minutesSpent } } }`);
    const { lessonsPerWeek, modules } = charts.data!.progressCharts;
    expect(lessonsPerWeek).toHaveLength(8);
    expect(lessonsPerWeek.at(-1)!.lessons).toBe(1);
    // The module's time as its lesson page tells it: 1 min 45 s, plus whatever share of the 50 s the
    // parallel beats above credited it (which of them wins the row lock is up to the database).
    const page = (
      await graphqlAnswer<{ lessonPage: { studyTime: { minutesSpent: number } } }>(student, TIME, {
        slug: "it-fundamentals",
      })
    ).data!.lessonPage;
    expect([1, 2]).toContain(page.studyTime.minutesSpent);
    expect(modules.find((m) => m.title === "IT Fundamentals")).toEqual({
      title: "IT Fundamentals",
      progress: 8,
      minutesSpent: page.studyTime.minutesSpent,
    });
    const refused = await graphqlAnswer(visitor(), `{ progressCharts { modules { title } } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("streams a lesson page's slides as a PDF to anyone; an unknown page is a 404", async () => {
    const res = await app.fastify.inject({ method: "GET", url: "/api/lessons/it-fundamentals/slides.pdf" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="it-fundamentals-slides.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.length).toBeGreaterThan(2000);
    const missing = await app.fastify.inject({ method: "GET", url: "/api/lessons/no-such-page/slides.pdf" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Lesson page not found" });
  });
});
