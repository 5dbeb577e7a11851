import { beforeAll, describe, expect, it } from "vitest";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { schema } from "../../schema/index.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

type Role = "anonymous" | "community" | "moderator" | "student" | "admin";
const ALL: Role[] = ["anonymous", "community", "moderator", "student", "admin"];

/** A moderator is a community member too: what members may do, moderators may. */
const allows = (rule: { allowed: Role[] }, role: Role) =>
  rule.allowed.includes(role) || (role === "moderator" && rule.allowed.includes("community"));

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/**
 * Who may call each root field, and an operation that calls it. Every root field of the schema
 * must be listed: a new field without a declared rule fails this test.
 */
const table: Record<string, { allowed: Role[]; operation: string; variables?: Record<string, unknown> }> = {
  "Query.categories": { allowed: ALL, operation: "{ categories { name } }" },
  "Query.courses": { allowed: ALL, operation: "{ courses { edges { node { title } } } }" },
  "Query.discussions": { allowed: ALL, operation: "{ discussions(first: 1) { edges { node { title } } } }" },
  "Query.discussion": {
    allowed: ALL,
    operation: `{ discussion(id: "${Buffer.from("Discussion:seed-discussion-01").toString("base64")}") { title } }`,
  },
  "Query.discussionStats": { allowed: ALL, operation: "{ discussionStats { total } }" },
  "Query.track": { allowed: ALL, operation: '{ track(slug: "security") { title } }' },
  "Query.node": { allowed: ALL, operation: `{ node(id: "${Buffer.from("Course:1").toString("base64")}") { id } }` },
  "Query.nodes": {
    allowed: ALL,
    operation: `{ nodes(ids: ["${Buffer.from("Course:1").toString("base64")}"]) { id } }`,
  },
  "Query.viewer": { allowed: ALL, operation: "{ viewer { role firstName } }" },
  "Query.demoStudentHint": { allowed: ALL, operation: "{ demoStudentHint }" },
  "Query.resources": { allowed: ALL, operation: "{ resources(first: 5) { totalCount edges { node { title } } } }" },
  "Subscription.onlineUsers": { allowed: ["community"], operation: "subscription { onlineUsers { firstName } }" },
  "Subscription.replyAdded": {
    allowed: ["community"],
    operation: `subscription { replyAdded(discussionId: "${Buffer.from("Discussion:seed-discussion-01").toString("base64")}") { discussion { id } } }`,
  },
  "Subscription.boardActivity": { allowed: ["community"], operation: "subscription { boardActivity { id } }" },
  "Query.me": { allowed: ["community"], operation: "{ me { email } }" },
  "Query.onlineUsers": { allowed: ["community"], operation: "{ onlineUsers { firstName } }" },
  "Query.members": {
    allowed: ["community"],
    operation: "{ members(first: 5) { totalCount edges { node { firstName isOnline repliesCount } } } }",
  },
  "Query.member": {
    allowed: ["community"],
    operation: `{ member(id: "${gid("User", "seed-user-alex-chen-01")}") { firstName bio skills } }`,
  },
  "Query.memberSuggestions": {
    allowed: ["community"],
    operation: '{ memberSuggestions(search: "al") { databaseId firstName } }',
  },
  "Query.currentStudent": { allowed: ["student"], operation: "{ currentStudent { email } }" },
  "Query.myEnrollments": { allowed: ["student"], operation: "{ myEnrollments { progress } }" },
  "Query.students": { allowed: ["admin"], operation: "{ students(first: 5) { edges { node { email } } } }" },
  "Query.allCourses": { allowed: ["admin"], operation: "{ allCourses { edges { node { title } } } }" },
  "Query.moderationQueue": {
    allowed: ["moderator"],
    operation: "{ moderationQueue(first: 5) { edges { node { openFlags reasons { reason count } } } } }",
  },
  "Query.auditLog": {
    allowed: ["admin"],
    operation: "{ auditLog(first: 5) { edges { node { action actor { email } } } } }",
  },
  "Mutation.createDiscussion": {
    allowed: ["community"],
    operation: `mutation { createDiscussion(input: { title: "t", content: "c", categoryId: "${Buffer.from("Category:general").toString("base64")}" }) { clientMutationId } }`,
  },
  "Mutation.likeDiscussion": {
    allowed: ["community"],
    operation: `mutation { likeDiscussion(input: { discussionId: "${Buffer.from("Discussion:seed-discussion-01").toString("base64")}" }) { discussion { likesCount } } }`,
  },
  "Mutation.unlikeDiscussion": {
    allowed: ["community"],
    operation: `mutation { unlikeDiscussion(input: { discussionId: "${Buffer.from("Discussion:seed-discussion-01").toString("base64")}" }) { discussion { likesCount } } }`,
  },
  "Mutation.likeReply": {
    allowed: ["community"],
    operation: `mutation { likeReply(input: { replyId: "${gid("Reply", "seed-discussion-02-reply-01")}" }) { reply { likesCount } } }`,
  },
  "Mutation.unlikeReply": {
    allowed: ["community"],
    operation: `mutation { unlikeReply(input: { replyId: "${gid("Reply", "seed-discussion-02-reply-01")}" }) { reply { likesCount } } }`,
  },
  "Mutation.addReply": {
    allowed: ["community"],
    operation: `mutation { addReply(input: { discussionId: "${Buffer.from("Discussion:seed-discussion-01").toString("base64")}", content: "r" }) { discussion { commentsCount } } }`,
  },
  // Authors only: the matrix's member did not write these, so every role is refused.
  "Mutation.editReply": {
    allowed: [],
    operation: `mutation { editReply(input: { replyId: "${Buffer.from("Reply:seed-discussion-01-reply-01").toString("base64")}", content: "e" }) { reply { content } } }`,
  },
  "Mutation.deleteReply": {
    allowed: [],
    operation: `mutation { deleteReply(input: { replyId: "${Buffer.from("Reply:seed-discussion-01-reply-02").toString("base64")}" }) { deletedReplyId } }`,
  },
  "Mutation.editDiscussion": {
    allowed: [],
    operation: `mutation { editDiscussion(input: { discussionId: "${Buffer.from("Discussion:seed-discussion-02").toString("base64")}", title: "e" }) { discussion { title } } }`,
  },
  "Mutation.deleteDiscussion": {
    allowed: [],
    operation: `mutation { deleteDiscussion(input: { discussionId: "${Buffer.from("Discussion:seed-discussion-02").toString("base64")}" }) { deletedDiscussionId } }`,
  },
  // Moderators only; every action is audited (moderation.int.test.ts covers what each does).
  "Mutation.moderateDiscussion": {
    allowed: ["moderator"],
    operation: `mutation { moderateDiscussion(input: { discussionId: "${gid("Discussion", "seed-discussion-03")}", action: PIN, reason: "Useful for everyone" }) { discussion { isPinned } } }`,
  },
  "Mutation.moveDiscussion": {
    allowed: ["moderator"],
    operation: `mutation { moveDiscussion(input: { discussionId: "${gid("Discussion", "seed-discussion-03")}", categoryId: "${gid("Category", "general")}", reason: "Fits General better" }) { discussion { category { slug } } } }`,
  },
  "Mutation.moderateReply": {
    allowed: ["moderator"],
    operation: `mutation { moderateReply(input: { replyId: "${gid("Reply", "seed-discussion-03-reply-01")}", action: HIDE, reason: "Off-topic" }) { reply { isHidden } } }`,
  },
  "Mutation.flagPost": {
    allowed: ["community"],
    operation: `mutation { flagPost(input: { postId: "${gid("Discussion", "seed-discussion-02")}", reason: SPAM }) { post { ... on Discussion { viewerHasFlagged } } } }`,
  },
  "Mutation.reviewFlags": {
    allowed: ["moderator"],
    operation: `mutation { reviewFlags(input: { postId: "${gid("Reply", "seed-discussion-03-reply-02")}", decision: KEEP, reason: "Fine as it is" }) { post { ... on Reply { isHidden } } } }`,
  },
  // The question's author or a moderator: the matrix's member did not ask seed-discussion-05
  // (Lab Help); its moderator did.
  "Mutation.acceptAnswer": {
    allowed: ["moderator"],
    operation: `mutation { acceptAnswer(input: { replyId: "${gid("Reply", "seed-discussion-05-reply-01")}" }) { discussion { isAnswered } } }`,
  },
  "Mutation.unacceptAnswer": {
    allowed: ["moderator"],
    operation: `mutation { unacceptAnswer(input: { discussionId: "${gid("Discussion", "seed-discussion-05")}" }) { discussion { isAnswered } } }`,
  },
  "Mutation.recordDiscussionView": {
    allowed: ["community"],
    operation: `mutation { recordDiscussionView(input: { discussionId: "${Buffer.from("Discussion:seed-discussion-01").toString("base64")}" }) { discussion { viewsCount } } }`,
  },
  // The member's own account (/settings).
  "Query.myData": { allowed: ["community"], operation: "{ myData }" },
  "Mutation.signOutEverywhere": {
    allowed: ["community"],
    operation: "mutation { signOutEverywhere(input: {}) { clientMutationId } }",
  },
  // A member's or student's own notifications; the Viewer type itself refuses anyone else (notifications.int.test.ts).
  "Subscription.notificationsChanged": {
    allowed: ["community", "student"],
    operation: "subscription { notificationsChanged { unreadNotificationsCount } }",
  },
  "Mutation.markNotificationsRead": {
    allowed: ["community", "student"],
    operation: `mutation { markNotificationsRead(input: { ids: ["${gid("Notification", "none")}"] }) { viewer { unreadNotificationsCount } } }`,
  },
  "Mutation.markAllNotificationsRead": {
    allowed: ["community", "student"],
    operation: "mutation { markAllNotificationsRead(input: {}) { viewer { unreadNotificationsCount } } }",
  },
  "Mutation.updateNotificationPreference": {
    allowed: ["community"],
    operation:
      "mutation { updateNotificationPreference(input: { kind: LIKE, inApp: true }) { profile { notificationPreferences { kind inApp } } } }",
  },
  "Mutation.updateProfile": {
    allowed: ["community"],
    operation: 'mutation { updateProfile(input: { firstName: "A", lastName: "B" }) { profile { firstName } } }',
  },
  // With the demo accounts' credentials: a wrong password is refused as UNAUTHENTICATED for everyone.
  "Mutation.studentLogin": {
    allowed: ALL,
    operation:
      'mutation { studentLogin(input: { email: "student@cyberlab.academy", password: "Student!2026" }) { student { email } } }',
  },
  "Mutation.adminLogin": {
    allowed: ALL,
    operation:
      'mutation { adminLogin(input: { email: "admin@cyberlab.academy", password: "Admin!2026" }) { viewer { email } } }',
  },
  "Mutation.logout": { allowed: ALL, operation: "mutation { logout(input: {}) { clientMutationId } }" },
  // The same address each time: later calls answer CONFLICT, which is not an authorization refusal.
  "Mutation.studentSignup": {
    allowed: ALL,
    operation:
      'mutation { studentSignup(input: { firstName: "A", lastName: "B", email: "matrix@example.com", phone: "555 0100", experience: BEGINNER, password: "Matrix!2026", confirmPassword: "Matrix!2026" }) { email } }',
  },
  "Mutation.studentLogout": {
    allowed: ["student"],
    operation: "mutation { studentLogout(input: {}) { clientMutationId } }",
  },
  "Mutation.adminLogout": { allowed: ["admin"], operation: "mutation { adminLogout(input: {}) { clientMutationId } }" },
  "Mutation.setStudentActive": {
    allowed: ["admin"],
    operation:
      "mutation ($id: ID!) { setStudentActive(input: { studentId: $id, isActive: true }) { student { isActive } } }",
  },
  "Mutation.setStudentPassword": {
    allowed: ["admin"],
    operation:
      'mutation ($id: ID!) { setStudentPassword(input: { studentId: $id, password: "Student!2026" }) { student { email } } }',
  },
  // Lesson pages and the student portal.
  "Query.lessonPage": { allowed: ALL, operation: '{ lessonPage(slug: "it-fundamentals") { title progress } }' },
  "Query.studentDashboard": { allowed: ["student"], operation: "{ studentDashboard { badges projects { title } } }" },
  "Mutation.completeLesson": {
    allowed: ["student"],
    operation: `mutation { completeLesson(input: { lessonPageId: "${Buffer.from("LessonPage:it-fundamentals").toString("base64")}" }) { lessonNumber } }`,
  },
  "Mutation.startLab": {
    allowed: ["student"],
    operation: `mutation { startLab(input: { labId: "${Buffer.from("LessonLab:it-fundamentals-lab-1").toString("base64")}" }) { lab { status } } }`,
  },
  "Mutation.completeLab": {
    allowed: ["student"],
    operation: `mutation { completeLab(input: { labId: "${Buffer.from("LessonLab:it-fundamentals-lab-1").toString("base64")}", answer: "CLA{ping_all_four_hosts}" }) { lab { status } } }`,
  },
  "Query.certificate": { allowed: ALL, operation: '{ certificate(code: "AAAAAAAAAAAAAAAAAAAAAA") { code } }' },
  "Mutation.addLessonComment": {
    allowed: ["student", "community"],
    operation: `mutation { addLessonComment(input: { lessonPageId: "${Buffer.from("LessonPage:it-fundamentals").toString("base64")}", content: "Matrix" }) { commentEdge { node { content } } } }`,
  },
  "Mutation.askMentor": {
    allowed: ["student", "community"],
    operation: `mutation { askMentor(input: { lessonPageId: "${Buffer.from("LessonPage:it-fundamentals").toString("base64")}", text: "Matrix?" }) { questionEdge { node { text } } } }`,
  },
  "Query.progressCharts": { allowed: ["student"], operation: "{ progressCharts { modules { title minutesSpent } } }" },
  "Query.mentorQuestionQueue": {
    allowed: ["admin"],
    operation: "{ mentorQuestionQueue(first: 5) { edges { node { text askedBy } } } }",
  },
  "Query.pendingMentorQuestionsCount": { allowed: ["admin"], operation: "{ pendingMentorQuestionsCount }" },
  "Mutation.recordStudyTime": {
    allowed: ["student"],
    operation: `mutation { recordStudyTime(input: { lessonPageId: "${Buffer.from("LessonPage:it-fundamentals").toString("base64")}" }) { secondsCredited } }`,
  },
  "Mutation.saveLessonNote": {
    allowed: ["student"],
    operation: `mutation { saveLessonNote(input: { lessonPageId: "${Buffer.from("LessonPage:it-fundamentals").toString("base64")}", lessonNumber: 1, content: "Matrix" }) { note { content } } }`,
  },
  // A question the matrix answers: later calls answer CONFLICT, which is not an authorization refusal.
  "Mutation.answerMentorQuestion": {
    allowed: ["admin"],
    operation: `mutation { answerMentorQuestion(input: { questionId: "${Buffer.from("MentorQuestion:it-fundamentals-question-3").toString("base64")}", answer: "Matrix" }) { question { status } } }`,
  },
  "Query.myAssignments": {
    allowed: ["student"],
    operation: "{ myAssignments(first: 5) { totalCount edges { node { title status mySubmission { body } } } } }",
  },
  "Query.assignment": {
    allowed: ["student", "admin"],
    operation: '{ assignment(slug: "project-network-design") { title status } }',
  },
  "Query.assignmentSubmissionQueue": {
    allowed: ["admin"],
    operation: "{ assignmentSubmissionQueue(first: 5) { totalCount edges { node { body student { email } } } } }",
  },
  "Query.assignmentModules": { allowed: ["admin"], operation: "{ assignmentModules { title } }" },
  // Handing in again replaces the work (until graded): every allowed call succeeds.
  "Mutation.submitAssignment": {
    allowed: ["student"],
    operation: `mutation { submitAssignment(input: { assignmentId: "${gid("Assignment", "project-network-design")}", text: "Matrix" }) { submission { status } } }`,
  },
  // No such submission: an admin gets NOT_FOUND, which is not an authorization refusal.
  "Mutation.gradeAssignmentSubmission": {
    allowed: ["admin"],
    operation: `mutation { gradeAssignmentSubmission(input: { submissionId: "${gid("AssignmentSubmission", "no-such-submission")}", score: 50, feedback: "" }) { submission { score } } }`,
  },
  "Mutation.returnAssignmentSubmission": {
    allowed: ["admin"],
    operation: `mutation { returnAssignmentSubmission(input: { submissionId: "${gid("AssignmentSubmission", "no-such-submission")}", feedback: "Matrix" }) { submission { status } } }`,
  },
  "Mutation.enrollStudent": {
    allowed: ["admin"],
    operation: `mutation ($id: ID!) { enrollStudent(input: { studentId: $id, courseId: "${Buffer.from("Course:1").toString("base64")}" }) { enrollment { progress } } }`,
  },
  // Issue 21: the admin portal at scale.
  "Query.communityMemberRoles": {
    allowed: ["admin"],
    operation: "{ communityMemberRoles(first: 5) { totalCount edges { node { email isModerator } } } }",
  },
  "Query.flaggedContentCounts": { allowed: ["admin"], operation: "{ flaggedContentCounts { discussions replies } }" },
  "Mutation.setStudentsActive": {
    allowed: ["admin"],
    operation:
      "mutation ($id: ID!) { setStudentsActive(input: { studentIds: [$id], isActive: true }) { outcomes { done } } }",
  },
  "Mutation.enrollStudents": {
    allowed: ["admin"],
    operation: `mutation ($id: ID!) { enrollStudents(input: { studentIds: [$id], courseId: "${gid("Course", "2")}" }) { outcomes { done reason } } }`,
  },
  "Mutation.setMatchingStudentsActive": {
    allowed: ["admin"],
    operation:
      'mutation { setMatchingStudentsActive(input: { filter: { search: "student@cyberlab.academy" }, expectedCount: 1, isActive: true }) { changed skipped } }',
  },
  "Mutation.enrollMatchingStudents": {
    allowed: ["admin"],
    operation: `mutation { enrollMatchingStudents(input: { filter: { search: "student@cyberlab.academy" }, expectedCount: 1, courseId: "${gid("Course", "2")}" }) { changed skipped } }`,
  },
  "Mutation.createCourse": {
    allowed: ["admin"],
    operation:
      'mutation { createCourse(input: { title: "Matrix", description: "Matrix course", level: Beginner, price: 10, durationWeeks: 2, totalLessons: 4 }) { course { title } } }',
  },
  "Mutation.updateCourse": {
    allowed: ["admin"],
    operation: `mutation { updateCourse(input: { courseId: "${gid("Course", "3")}", title: "Security Architecture Design", description: "Design secure enterprise architectures.", level: Advanced, price: 299.99, durationWeeks: 52, totalLessons: 96 }) { course { title } } }`,
  },
  "Mutation.setCourseActive": {
    allowed: ["admin"],
    operation: `mutation { setCourseActive(input: { courseId: "${gid("Course", "3")}", isActive: true }) { course { isActive } } }`,
  },
  "Mutation.setMemberModerator": {
    allowed: ["admin"],
    operation: `mutation { setMemberModerator(input: { memberId: "${gid("CommunityMemberRole", "seed-user-alex-chen-01")}", isModerator: false }) { member { isModerator } } }`,
  },
  "Mutation.unlockModule": {
    allowed: ["admin"],
    operation: `mutation ($id: ID!) { unlockModule(input: { studentId: $id, moduleId: "${Buffer.from("TrackModule:no-such-module").toString("base64")}" }) { module { title } } }`,
  },
  // Last: the matrix's member and moderator really delete their accounts (input is validated before the caller is
  // checked, so only a valid confirmation tells a refusal of the caller), and sign in no more after this.
  "Mutation.deleteMyAccount": {
    allowed: ["community"],
    operation: 'mutation { deleteMyAccount(input: { confirmation: "DELETE" }) { clientMutationId } }',
  },
};

describe("authorization matrix", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  const users: Partial<Record<Role, { id: string; role: "COMMUNITY" | "STUDENT" | "ADMIN" }>> = {};

  beforeAll(async () => {
    const find = (email: string) => app.prisma.user.findUniqueOrThrow({ where: { email } });
    users.community = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    users.moderator = await app.prisma.user.update({
      where: { id: "seed-user-sam-okafor-05" },
      data: { isModerator: true },
    });
    users.student = await find(demo.student.email);
    users.admin = await find(demo.admin.email);
  });

  it("declares a rule for every root field of the schema", () => {
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((f) => `Mutation.${f}`),
      ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((f) => `Subscription.${f}`),
    ].sort();
    expect(fields).toEqual(Object.keys(table).sort());
  });

  for (const [field, rule] of Object.entries(table)) {
    for (const role of ALL) {
      const allowed = allows(rule, role);
      // An allowed subscription streams without end over HTTP; gateway/__tests__/presenceSubscription
      // covers it over graphql-ws. Refusals answer at once and are checked here.
      if (allowed && field.startsWith("Subscription.")) continue;
      it(`${field} ${allowed ? "serves" : "refuses"} ${role}`, async () => {
        // A fresh session per call: logouts and password changes end earlier ones.
        const user = users[role];
        const client = restClient(
          app.fastify,
          user
            ? await sessionCookieFor(
                TEST_SESSION_SECRET,
                await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } }),
              )
            : "",
        );
        const res = await client.graphql(rule.operation, {
          id: Buffer.from(`Student:${users.student!.id}`).toString("base64"),
        });
        const body = res.body as { errors?: { extensions?: { code?: string } }[] };
        const codes = (body.errors ?? []).map((e) => e.extensions?.code);
        if (allowed) {
          expect(codes).not.toContain("UNAUTHENTICATED");
          expect(codes).not.toContain("FORBIDDEN");
        } else {
          expect(codes).toContain(role === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN");
          expect(res.status).toBe(role === "anonymous" ? 401 : 200);
        }
      });
    }
  }
});

describe("a caller without the scope is refused before the arguments are read", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  const as = async (email: string | null) => {
    if (!email) return restClient(app.fastify);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    return restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user));
  };
  const codes = (body: unknown) =>
    ((body as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map((e) => e.extensions?.code);

  // Each call's arguments break a rule that the allowed caller would be told about.
  const cases: { what: string; caller: string | null; operation: string; refused: "UNAUTHENTICATED" | "FORBIDDEN" }[] =
    [
      {
        what: "a visitor's blank discussion",
        caller: null,
        operation: `mutation { createDiscussion(input: { title: " ", content: "", categoryId: "${gid("Category", "general")}" }) { clientMutationId } }`,
        refused: "UNAUTHENTICATED",
      },
      {
        what: "a visitor's reply with a malformed discussion id",
        caller: null,
        operation:
          'mutation { addReply(input: { discussionId: "not-a-global-id", content: "x" }) { clientMutationId } }',
        refused: "UNAUTHENTICATED",
      },
      {
        what: "a student's one-letter password for another student",
        caller: demo.student.email,
        operation: `mutation { setStudentPassword(input: { studentId: "${gid("Student", "someone")}", password: "x" }) { clientMutationId } }`,
        refused: "FORBIDDEN",
      },
      {
        what: "a student's page of 1,000 students",
        caller: demo.student.email,
        operation: "{ students(first: 1000) { totalCount } }",
        refused: "FORBIDDEN",
      },
    ];
  for (const { what, caller, operation, refused } of cases) {
    it(`${what}: ${refused}, nothing about the arguments`, async () => {
      const res = await (await as(caller)).graphql(operation);
      expect(codes(res.body)).toEqual([refused]);
      expect(JSON.stringify(res.body)).not.toMatch(/required|at most|characters|global id/i);
    });
  }

  it("REST answers a student's short password for a student with 403, not the password rules", async () => {
    const student = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    const res = await (
      await as(demo.student.email)
    ).put(`/api/admin/students/${student.id}/password`, { password: "x" });
    expect([res.status, res.body]).toEqual([403, { message: "Forbidden" }]);
  });
});
