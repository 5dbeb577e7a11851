import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../schema/rules/text.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { graphqlAnswer, restClient, sessionCookieFor, type RestClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The assignments hub: the demo student sees the spec's three project states; a student hands in
// work (again until graded, late after the due date); an admin grades or returns it, audited and
// notified; no student reads or reviews another's work.

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const DESIGN = gid("Assignment", "project-network-design");
const HARDENING = gid("Assignment", "project-server-hardening");
const THREATS = gid("Assignment", "project-threat-assessment");

const MINE = `query ($status: AssignmentStatus) { myAssignments(first: 10, status: $status) { totalCount
  edges { node { slug status isOverdue mySubmission { id status late attempts score feedback } } } } }`;
const PROJECTS = `{ studentDashboard { projects { slug title course status dueAt } } }`;
const SUBMIT = `mutation ($input: SubmitAssignmentInput!) { submitAssignment(input: $input) {
  submission { id body links status late attempts } assignment { status } } }`;
const GRADE = `mutation ($input: GradeAssignmentSubmissionInput!) { gradeAssignmentSubmission(input: $input) {
  submission { status score feedback } auditEntryEdge { node { action detail } } } }`;
const RETURN = `mutation ($input: ReturnAssignmentSubmissionInput!) { returnAssignmentSubmission(input: $input) {
  submission { status feedback } auditEntryEdge { node { action detail } } } }`;
const QUEUE = `query ($courseId: ID, $moduleId: ID) { assignmentSubmissionQueue(first: 20, courseId: $courseId, moduleId: $moduleId) {
  totalCount edges { node { id late assignment { slug } student { email } } } } }`;

type Mine = {
  myAssignments: {
    totalCount: number;
    edges: { node: { slug: string; status: string; mySubmission: Record<string, unknown> | null } }[];
  };
};
type Submitted = { submitAssignment: { submission: { id: string; late: boolean; attempts: number; status: string } } };

describe.each(testDatabaseKinds)("assignments on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let student: RestClient;
  let attacker: RestClient;
  let admin: RestClient;
  let attackerId: string;
  let studentId: string;

  beforeAll(async () => {
    const s = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    studentId = s.id;
    student = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, s));
    const other = await app.prisma.user.create({
      data: { role: "STUDENT", email: "attacker.student@example.com", firstName: "Eve", lastName: "Attacker" },
    });
    attackerId = other.id;
    attacker = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, other));
    const a = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } });
    admin = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, a));
  });

  it("shows the demo student the spec's projects: pending, submitted, upcoming", async () => {
    const { data } = await graphqlAnswer<{ studentDashboard: { projects: Record<string, unknown>[] } }>(
      student,
      PROJECTS,
    );
    expect(
      data!.studentDashboard.projects.map(({ slug, title, course, status }) => ({ slug, title, course, status })),
    ).toEqual([
      {
        slug: "project-network-design",
        title: "Small Office Network Design",
        course: "IT Infrastructure Engineering",
        status: "PENDING",
      },
      {
        slug: "project-server-hardening",
        title: "Server Hardening Report",
        course: "IT Infrastructure Engineering",
        status: "SUBMITTED",
      },
      {
        slug: "project-threat-assessment",
        title: "Threat Assessment",
        course: "IT Security Engineering",
        status: "UPCOMING",
      },
    ]);
    // Another student has handed nothing in: the overdue one is pending (and overdue) for them.
    const theirs = (await graphqlAnswer<Mine>(attacker, MINE)).data!.myAssignments;
    expect(theirs.edges.map((e) => [e.node.slug, e.node.status])).toEqual([
      ["project-server-hardening", "PENDING"],
      ["project-network-design", "PENDING"],
      ["project-threat-assessment", "UPCOMING"],
    ]);
  });

  it("lists by due date and filters by status", async () => {
    const all = (await graphqlAnswer<Mine>(student, MINE)).data!.myAssignments;
    expect(all.edges.map((e) => e.node.slug)).toEqual([
      "project-server-hardening",
      "project-network-design",
      "project-threat-assessment",
    ]);
    for (const [status, slugs] of [
      ["PENDING", ["project-network-design"]],
      ["SUBMITTED", ["project-server-hardening"]],
      ["UPCOMING", ["project-threat-assessment"]],
      ["GRADED", []],
    ] as const) {
      const page = (await graphqlAnswer<Mine>(student, MINE, { status })).data!.myAssignments;
      expect(page.edges.map((e) => e.node.slug)).toEqual(slugs);
      expect(page.totalCount).toBe(slugs.length);
    }
  });

  it("validates the text and the links, with the limits", async () => {
    const refused = async (input: Record<string, unknown>) =>
      (await graphqlAnswer(attacker, SUBMIT, { input: { assignmentId: DESIGN, ...input } })).errors?.[0];
    expect((await refused({ text: "   " }))?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await refused({ text: "x".repeat(LIMITS.submissionText + 1) }))?.message).toContain("at most 20,000");
    expect((await refused({ text: "ok", links: ["javascript:alert(1)"] }))?.message).toContain("http or https");
    expect((await refused({ text: "ok", links: ["ftp://example.com/x"] }))?.extensions?.code).toBe("BAD_USER_INPUT");
    const six = Array.from({ length: LIMITS.submissionLinks + 1 }, (_, i) => `https://example.com/${i}`);
    expect((await refused({ text: "ok", links: six }))?.message).toContain("At most 5 links");
    // Not open yet.
    const early = await graphqlAnswer(attacker, SUBMIT, { input: { assignmentId: THREATS, text: "Early" } });
    expect(early.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await app.prisma.assignmentSubmission.count({ where: { studentId: attackerId } })).toBe(0);
  });

  it("hands in, marks late work, resubmits until graded; returned work comes back", async () => {
    const first = await graphqlAnswer<Submitted>(attacker, SUBMIT, {
      input: { assignmentId: HARDENING, text: "# Report\n\nDone.", links: [" https://example.com/report "] },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.submitAssignment).toMatchObject({
      submission: { body: "# Report\n\nDone.", links: ["https://example.com/report"], status: "SUBMITTED", late: true },
      assignment: { status: "SUBMITTED" },
    });
    const id = first.data!.submitAssignment.submission.id;
    const second = await graphqlAnswer<Submitted>(attacker, SUBMIT, {
      input: { assignmentId: HARDENING, text: "Better" },
    });
    expect(second.data!.submitAssignment.submission).toMatchObject({ id, attempts: 2, links: [] });

    // In the admin's queue, filtered by course and by module.
    const queue = await graphqlAnswer<{ assignmentSubmissionQueue: { edges: { node: { id: string } }[] } }>(
      admin,
      QUEUE,
    );
    expect(queue.data!.assignmentSubmissionQueue.edges.map((e) => e.node.id)).toContain(id);
    const security = await graphqlAnswer<{ assignmentSubmissionQueue: { totalCount: number } }>(admin, QUEUE, {
      courseId: gid("Course", "2"),
    });
    expect(security.data!.assignmentSubmissionQueue.totalCount).toBe(0);
    const moduleId = (await app.prisma.assignment.findUniqueOrThrow({ where: { id: "project-server-hardening" } }))
      .moduleId;
    const ofModule = await graphqlAnswer<{ assignmentSubmissionQueue: { edges: { node: { id: string } }[] } }>(
      admin,
      QUEUE,
      { moduleId: gid("TrackModule", moduleId), courseId: gid("Course", "1") },
    );
    expect(ofModule.data!.assignmentSubmissionQueue.edges.map((e) => e.node.id)).toContain(id);

    const returned = await graphqlAnswer(admin, RETURN, { input: { submissionId: id, feedback: "Add the firewall." } });
    expect(returned.data).toEqual({
      returnAssignmentSubmission: {
        submission: { status: "RETURNED", feedback: "Add the firewall." },
        auditEntryEdge: { node: { action: "ASSIGNMENT_RETURN", detail: "Server Hardening Report" } },
      },
    });
    const again = await graphqlAnswer<Submitted>(attacker, SUBMIT, { input: { assignmentId: HARDENING, text: "v3" } });
    expect(again.data!.submitAssignment.submission).toMatchObject({ status: "SUBMITTED", attempts: 3 });

    const graded = await graphqlAnswer(admin, GRADE, { input: { submissionId: id, score: 85, feedback: "Good." } });
    expect(graded.data).toEqual({
      gradeAssignmentSubmission: {
        submission: { status: "GRADED", score: 85, feedback: "Good." },
        auditEntryEdge: { node: { action: "ASSIGNMENT_GRADE", detail: "Server Hardening Report: 85/100" } },
      },
    });
    const late = await graphqlAnswer(attacker, SUBMIT, { input: { assignmentId: HARDENING, text: "v4" } });
    expect(late.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const twice = await graphqlAnswer(admin, GRADE, { input: { submissionId: id, score: 90, feedback: "" } });
    expect(twice.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const audit = await app.prisma.auditEntry.findMany({
      where: { action: { in: ["assignment.grade", "assignment.return"] }, subjectId: attackerId },
    });
    expect(audit).toHaveLength(2);

    const mine = (await graphqlAnswer<Mine>(attacker, MINE, { status: "GRADED" })).data!.myAssignments;
    expect(mine.edges[0]!.node.mySubmission).toMatchObject({ score: 85, feedback: "Good.", late: true });
    const bell = await graphqlAnswer<{ viewer: { notifications: { edges: { node: Record<string, unknown> }[] } } }>(
      attacker,
      `{ viewer { notifications(first: 5) { edges { node { kind message assignmentSlug } } } } }`,
    );
    expect(bell.data!.viewer.notifications.edges.map((e) => e.node)).toEqual([
      {
        kind: "ASSIGNMENT_GRADED",
        message: "Your submission for “Server Hardening Report” was graded: 85/100",
        assignmentSlug: "project-server-hardening",
      },
      {
        kind: "ASSIGNMENT_GRADED",
        message: "Your submission for “Server Hardening Report” was returned for revision",
        assignmentSlug: "project-server-hardening",
      },
    ]);
  });

  it("keeps each student's work their own; only admins review, with valid scores", async () => {
    const theirs = await app.prisma.assignmentSubmission.findFirstOrThrow({ where: { studentId } });
    const id = gid("AssignmentSubmission", theirs.id);
    const read = await graphqlAnswer<{ node: unknown }>(
      attacker,
      `query ($id: ID!) { node(id: $id) { ... on AssignmentSubmission { body } } }`,
      { id },
    );
    expect(read.data?.node ?? null).toBeNull();
    expect(JSON.stringify(read)).not.toContain("ufw");
    const graded = await graphqlAnswer(attacker, GRADE, { input: { submissionId: id, score: 100, feedback: "" } });
    expect(graded.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const queue = await graphqlAnswer(attacker, QUEUE);
    expect(queue.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    for (const score of [-1, 101]) {
      const bad = await graphqlAnswer(admin, GRADE, { input: { submissionId: id, score, feedback: "" } });
      expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    const blank = await graphqlAnswer(admin, RETURN, { input: { submissionId: id, feedback: " " } });
    expect(blank.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const visitor = await graphqlAnswer(restClient(app.fastify), MINE);
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await app.prisma.assignmentSubmission.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(
      "SUBMITTED",
    );
  });
});
