import { beforeAll, describe, expect, it } from "vitest";
import { labAnswers } from "../../prisma/seedLabAnswers.js";
import { ensureDemoGraduate } from "../../prisma/demoAccounts.js";
import { hashPassword } from "../../schema/auth/passwords.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { endpoints } from "../rest/routes.js";
import { type RestClient, restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS, TEST_SESSION_SECRET, type TestApp, useTestApp } from "../testing/testApp.js";

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const labGid = (id: string) => globalId("LessonLab", id);

const PAGE = `query ($slug: String!) { lessonPage(slug: $slug) { completedLabs
  labs { id labId title description durationMinutes difficulty status task attempt { startedAt completedAt } } } }`;
const START = `mutation ($id: ID!) { startLab(input: { labId: $id }) { lab { status attempt { startedAt completedAt } } } }`;
const COMPLETE = `mutation ($id: ID!, $answer: String!) { completeLab(input: { labId: $id, answer: $answer }) {
  lab { attempt { completedAt } } lessonPage { completedLabs labs { labId status } } certificate { code trackTitle } } }`;
const COMPLETE_LESSON = `mutation ($id: ID!) { completeLesson(input: { lessonPageId: $id }) { lessonNumber certificate { code trackTitle } } }`;

// Answers are read loosely: the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Body = { data?: Record<string, Loose> | null; errors?: { message: string; extensions?: { code?: string } }[] };

let students = 0;
/** A new, active student with a signed-in client. */
async function newStudent(app: TestApp, firstName = "Lab") {
  const user = await app.prisma.user.create({
    data: {
      role: "STUDENT",
      email: `lab-student-${++students}-${Date.now()}@example.com`,
      firstName,
      lastName: `Student${students}`,
      passwordHash: await hashPassword("Student!2026"),
    },
  });
  return { user, client: restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user)) };
}

/** Opens a module that sequential unlock keeps closed for a new student, as an admin's unlock does. */
async function unlockModuleOf(app: TestApp, userId: string, lessonPageId: string) {
  const { moduleId } = await app.prisma.lessonPage.findUniqueOrThrow({ where: { id: lessonPageId } });
  await app.prisma.moduleUnlock.create({ data: { userId, moduleId } });
}

const ask = async (client: RestClient, query: string, variables: Record<string, unknown>) =>
  (await client.graphql(query, variables)).body as Body;

describe("labs", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  const visitor = () => restClient(app.fastify, "");

  it("a visitor sees the sample figures: third lab locked, no attempt, the task but never the answer", async () => {
    const page = (await ask(visitor(), PAGE, { slug: "it-fundamentals" })).data!.lessonPage;
    expect(page.completedLabs).toBe(0);
    expect(page.labs.map((l: Loose) => l.status)).toEqual(["AVAILABLE", "AVAILABLE", "LOCKED"]);
    expect(page.labs.every((l: Loose) => l.attempt === null && typeof l.task === "string")).toBe(true);
    const network = (await ask(visitor(), PAGE, { slug: "network-infrastructure" })).data!.lessonPage;
    expect(network.completedLabs).toBe(1);
  });

  it("starts a lab; a wrong answer is refused and the attempt stays open; the right one completes it", async () => {
    const { client } = await newStudent(app);
    const id = labGid("it-fundamentals-lab-1");
    const notStarted = await ask(client, COMPLETE, { id, answer: "CLA{ping_all_four_hosts}" });
    expect(notStarted.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const started = (await ask(client, START, { id })).data!.startLab.lab;
    expect(started.status).toBe("AVAILABLE");
    expect(Date.parse(started.attempt.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(started.attempt.completedAt).toBeNull();
    // Starting again keeps the first start.
    expect((await ask(client, START, { id })).data!.startLab.lab.attempt.startedAt).toBe(started.attempt.startedAt);

    const wrong = await ask(client, COMPLETE, { id, answer: "CLA{guess}" });
    expect(wrong.errors?.[0]).toMatchObject({
      message: "input.answer: That answer is not correct. Check it and try again.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    // A flag is case-sensitive: the right letters in the wrong case are wrong.
    const wrongCase = await ask(client, COMPLETE, { id, answer: "cla{PING_ALL_FOUR_HOSTS}" });
    expect(wrongCase.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const page = (await ask(client, PAGE, { slug: "it-fundamentals" })).data!.lessonPage;
    expect(page.labs[0].attempt.completedAt).toBeNull();
    expect(page.completedLabs).toBe(0);

    // Surrounding spaces never count.
    const right = (await ask(client, COMPLETE, { id, answer: "  CLA{ping_all_four_hosts}\n" })).data!.completeLab;
    expect(right.lab.attempt.completedAt).not.toBeNull();
    expect(right.lessonPage.completedLabs).toBe(1);
    expect(right.certificate).toBeNull();
    // The visitor's figures stay the spec's.
    expect((await ask(visitor(), PAGE, { slug: "it-fundamentals" })).data!.lessonPage.completedLabs).toBe(0);
  });

  it("a short answer ignores case; the third lab opens only once the first two are completed", async () => {
    const { user, client } = await newStudent(app);
    const [first, second, third] = [1, 2, 3].map((n) => labGid(`it-fundamentals-lab-${n}`));
    const locked = await ask(client, START, { id: third });
    expect(locked.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    for (const id of [first, second]) await ask(client, START, { id });
    await ask(client, COMPLETE, { id: first, answer: "CLA{ping_all_four_hosts}" });
    let page = (await ask(client, PAGE, { slug: "it-fundamentals" })).data!.lessonPage;
    expect(page.labs.map((l: Loose) => l.status)).toEqual(["AVAILABLE", "AVAILABLE", "LOCKED"]);
    const done = (await ask(client, COMPLETE, { id: second, answer: "CLA{syn_synack_ack}" })).data!.completeLab;
    expect(done.lessonPage.labs.map((l: Loose) => l.status)).toEqual(["AVAILABLE", "AVAILABLE", "AVAILABLE"]);
    await ask(client, START, { id: third });
    const short = (await ask(client, COMPLETE, { id: third, answer: " 255.255.255.224 " })).data!.completeLab;
    expect(short.lessonPage.completedLabs).toBe(3);
    page = (await ask(client, PAGE, { slug: "it-fundamentals" })).data!.lessonPage;
    expect(page.completedLabs).toBe(3);
    // Another student's page is their own.
    const other = await newStudent(app);
    expect((await ask(other.client, PAGE, { slug: "it-fundamentals" })).data!.lessonPage.completedLabs).toBe(0);
    // Each completion is in the learning activity log, written with it.
    const logged = await app.prisma.learningActivity.findMany({ where: { userId: user.id }, select: { kind: true } });
    expect(logged.map((a) => a.kind)).toEqual(["LAB_COMPLETED", "LAB_COMPLETED", "LAB_COMPLETED"]);
  });

  it("case-insensitive short answers too: 'NATIVE vlan' completes the VLAN lab", async () => {
    const { client, user } = await newStudent(app);
    const labs = ["network-infrastructure-lab-1", "network-infrastructure-lab-2", "network-infrastructure-lab-3"];
    // Network Infrastructure is locked until IT Fundamentals is complete: its labs too.
    const refused = await ask(client, START, { id: labGid(labs[0]!) });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This module is locked\. /),
      extensions: { code: "FORBIDDEN" },
    });
    await unlockModuleOf(app, user.id, "network-infrastructure");
    await ask(client, START, { id: labGid(labs[0]!) });
    const answer = (await ask(client, COMPLETE, { id: labGid(labs[0]!), answer: "NATIVE vlan" })).data!.completeLab;
    expect(answer.lessonPage.completedLabs).toBe(1);
  });

  it("limits a student's answers to one lab: the 11th within ten minutes is RATE_LIMITED", async () => {
    const { client, user } = await newStudent(app);
    await unlockModuleOf(app, user.id, "server-administration");
    const id = labGid("server-administration-lab-1");
    await ask(client, START, { id });
    for (let i = 0; i < 10; i++) {
      expect((await ask(client, COMPLETE, { id, answer: `guess ${i}` })).errors?.[0]?.extensions?.code).toBe(
        "BAD_USER_INPUT",
      );
    }
    const limited = await client.graphql(COMPLETE, { id, answer: "Enter-PSSession" });
    expect(limited.status).toBe(429);
    expect((limited.body as Body).errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("never gives the stored answer or its hash away: no field names it, no GraphQL or REST answer holds it", async () => {
    const challenges = await app.prisma.labChallenge.findMany();
    expect(challenges).toHaveLength(Object.keys(labAnswers).length);
    // What must never leave the server: every stored hash, and every flag (only the lab environment shows
    // one). Short answers are topic knowledge the lessons teach ("availability"), so they are not looked for.
    const flags = Object.values(labAnswers).filter((a) => a.caseSensitive);
    expect(flags.length).toBeGreaterThan(10);
    const secrets = [...flags.map((a) => a.answer), ...challenges.map((c) => c.answerHash)];
    const introspection = (
      await visitor().graphql("{ __schema { types { name fields { name } inputFields { name } } } }")
    ).body as Body;
    const names = JSON.stringify(introspection.data);
    expect(names).not.toMatch(/answerHash|LabChallenge|caseSensitive/);
    const { client } = await newStudent(app);
    const slugs = (await app.prisma.lessonPage.findMany({ select: { id: true } })).map((p) => p.id);
    const seen: string[] = [];
    for (const slug of slugs) {
      seen.push(JSON.stringify((await client.graphql(PAGE, { slug })).body));
      seen.push(JSON.stringify((await visitor().graphql(PAGE, { slug })).body));
    }
    const id = labGid("it-fundamentals-lab-1");
    await ask(client, START, { id });
    seen.push(JSON.stringify((await client.graphql(COMPLETE, { id, answer: "wrong" })).body));
    seen.push(JSON.stringify((await client.graphql(COMPLETE, { id, answer: "CLA{ping_all_four_hosts}" })).body));
    for (const endpoint of endpoints.filter((e) => e.method === "GET" && !e.url.includes(":"))) {
      seen.push(JSON.stringify((await client.get(endpoint.url)).body ?? ""));
    }
    for (const answer of seen) for (const secret of secrets) expect(answer).not.toContain(secret);
  });
});

describe("streak, badges and the demo student's history", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  const DASHBOARD =
    "{ studentDashboard { badges streakDays earnedBadges { badgeId name earnedAt } certificates { code } } }";

  it("a fresh demo student sees the spec's 12-day streak and 8 badges, from seeded history", async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: TEST_DEMO_ACCOUNTS.student.email } });
    const client = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user));
    const dashboard = (await ask(client, DASHBOARD, {})).data!.studentDashboard;
    expect(dashboard.streakDays).toBe(12);
    expect(dashboard.badges).toBe(8);
    expect(dashboard.earnedBadges.map((b: Loose) => b.name)).toEqual([
      "First Lesson",
      "Ten Lessons",
      "First Lab",
      "Five Labs",
      "Module Complete",
      "3-Day Streak",
      "7-Day Streak",
      "10 Learning Days",
    ]);
  });

  it("a new student starts at 0; a lesson today makes a 1-day streak and the First Lesson badge", async () => {
    const { user, client } = await newStudent(app);
    let dashboard = (await ask(client, DASHBOARD, {})).data!.studentDashboard;
    expect([dashboard.streakDays, dashboard.badges, dashboard.earnedBadges]).toEqual([0, 0, []]);
    await ask(client, COMPLETE_LESSON, { id: globalId("LessonPage", "it-fundamentals") });
    dashboard = (await ask(client, DASHBOARD, {})).data!.studentDashboard;
    expect([dashboard.streakDays, dashboard.badges]).toEqual([1, 1]);
    expect(dashboard.earnedBadges[0]).toMatchObject({ badgeId: "first-lesson", name: "First Lesson" });
    const logged = await app.prisma.learningActivity.findMany({ where: { userId: user.id } });
    expect(logged.map((a) => [a.kind, a.subjectId])).toEqual([["LESSON_COMPLETED", "it-fundamentals"]]);
  });
});

describe.each(testDatabaseKinds)("certificates (%s)", (kind) => {
  const app = useTestApp(kind);
  let graduate: { id: string; client: RestClient };

  beforeAll(async () => {
    await ensureDemoGraduate(app.prisma, { email: "grad@example.com", password: "Graduate!2026" });
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: "grad@example.com" } });
    graduate = { id: user.id, client: restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user)) };
  }, 120_000);

  it("the demo graduate has everything but Storage Solutions' last lesson, and no certificate yet", async () => {
    const storage = await app.prisma.lessonCompletion.count({
      where: { userId: graduate.id, lessonPageId: "storage-solutions" },
    });
    expect(storage).toBe(7);
    expect(await app.prisma.labAttempt.count({ where: { userId: graduate.id, completedAt: { not: null } } })).toBe(21);
    expect(await app.prisma.certificate.count({ where: { userId: graduate.id } })).toBe(0);
  });

  it("concurrent completions of the last lesson and the last lab issue exactly one certificate", async () => {
    // Reopen the last lab, so two different writes can each be the one that finishes the track.
    await app.prisma.labAttempt.update({
      where: { userId_labId: { userId: graduate.id, labId: "storage-solutions-lab-3" } },
      data: { completedAt: null },
    });
    const lesson = { id: globalId("LessonPage", "storage-solutions") };
    const lab = { id: labGid("storage-solutions-lab-3"), answer: "CLA{restored_within_rto}" };
    const answers = await Promise.all([
      ask(graduate.client, COMPLETE_LESSON, lesson),
      ask(graduate.client, COMPLETE, lab),
      ask(graduate.client, COMPLETE, lab),
      ask(graduate.client, COMPLETE_LESSON, lesson),
    ]);
    for (const answer of answers) {
      if (answer.errors) expect(answer.errors[0]?.extensions?.code).toBe("CONFLICT");
    }
    const certificates = await app.prisma.certificate.findMany({ where: { userId: graduate.id } });
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({
      recipientName: "Morgan Reyes",
      trackTitle: "IT Infrastructure Engineering",
    });
    expect(certificates[0]!.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const issued = await app.prisma.learningActivity.count({
      where: { userId: graduate.id, kind: { in: ["CERTIFICATE_ISSUED", "TRACK_COMPLETED"] } },
    });
    expect(issued).toBe(2);
    // Exactly one of the four answers names the certificate it issued, lab or lesson alike.
    const issuedBy = answers.flatMap((a) => {
      const certificate = a.data?.completeLab?.certificate ?? a.data?.completeLesson?.certificate;
      return certificate ? [certificate] : [];
    });
    expect(issuedBy).toEqual([{ code: certificates[0]!.code, trackTitle: "IT Infrastructure Engineering" }]);
  });

  it("the certificate verifies publicly (no e-mail), lists in the portal, and downloads as a PDF", async () => {
    const { code } = await app.prisma.certificate.findFirstOrThrow({ where: { userId: graduate.id } });
    const visitor = restClient(app.fastify, "");
    const shown = (
      await ask(
        visitor,
        "query ($code: String!) { certificate(code: $code) { code recipientName trackTitle issuedAt verifyPath pdfPath } }",
        { code },
      )
    ).data!.certificate;
    expect(shown).toMatchObject({
      code,
      recipientName: "Morgan Reyes",
      trackTitle: "IT Infrastructure Engineering",
      verifyPath: `/certificates/${code}`,
      pdfPath: `/api/certificates/${code}/pdf`,
    });
    expect(JSON.stringify(shown)).not.toContain("grad@example.com");
    const unknown = await ask(visitor, "query ($code: String!) { certificate(code: $code) { code } }", {
      code: "AAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(unknown.data!.certificate).toBeNull();
    const listed = (
      await ask(graduate.client, "{ studentDashboard { certificates { code } earnedBadges { badgeId } } }", {})
    ).data!.studentDashboard;
    expect(listed.certificates).toEqual([{ code }]);
    expect(listed.earnedBadges.map((b: Loose) => b.badgeId)).toEqual(
      expect.arrayContaining(["track-complete", "certified"]),
    );
    const pdf = await app.fastify.inject({ method: "GET", url: `/api/certificates/${code}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("attachment");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const missing = await app.fastify.inject({ method: "GET", url: "/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/pdf" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Certificate not found" });
  });
});
