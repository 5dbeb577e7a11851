import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The API's conventions as an integrator meets them: global ids in every object argument, mutations
// in Relay's input/payload shape with clientMutationId, connections with totalCount and a page limit.

type Client = ReturnType<typeof restClient>;
type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql<T>(client: Client, query: string, variables?: Record<string, unknown>): Promise<Answer<T>> {
  return (await client.graphql(query, variables)).body as Answer<T>;
}

const e2s = (errors: unknown) => JSON.stringify(errors);
const globalId = (type: string, id: string | number) => Buffer.from(`${type}:${id}`).toString("base64");

describe.each(testDatabaseKinds)("GraphQL conventions on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let admin: Client;
  let member: Client;
  let student: Client;
  let studentId: string;

  beforeAll(async () => {
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    member = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, alex));
    admin = restClient(app.fastify);
    student = restClient(app.fastify);
    const login = await gql<{ adminLogin: { clientMutationId: string | null } }>(
      admin,
      "mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { clientMutationId viewer { email role } } }",
      { input: { ...demo.admin, clientMutationId: "login-1" } },
    );
    expect(login).toEqual({
      data: { adminLogin: { clientMutationId: "login-1", viewer: { email: demo.admin.email, role: "ADMIN" } } },
    });
    const studentLogin = await gql(
      student,
      "mutation ($input: StudentLoginInput!) { studentLogin(input: $input) { student { email } } }",
      {
        input: demo.student,
      },
    );
    expect(studentLogin.errors).toBeUndefined();
    studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
  });

  describe("expected failures carry a code", () => {
    it("answers a variable of the wrong type, or a missing or null one, with BAD_USER_INPUT (400)", async () => {
      const node = "query ($id: ID!) { node(id: $id) { id } }";
      const cases: [string, Record<string, unknown> | undefined, RegExp][] = [
        [node, { id: {} }, /^Variable "\$id" got invalid value \{\}/],
        [node, { id: null }, /^Variable "\$id" of non-null type "ID!" must not be null/],
        [node, undefined, /^Variable "\$id" of required type "ID!" was not provided/],
        [
          "query ($n: Int) { discussions(first: $n) { totalCount } }",
          { n: "twenty" },
          /^Variable "\$n" got invalid value "twenty"/,
        ],
      ];
      for (const [query, variables, message] of cases) {
        const res = await member.graphql(query, variables);
        expect(res.status, query).toBe(400);
        const errors = (res.body as Answer<unknown>).errors;
        expect(
          errors?.map((e) => [e.extensions?.code, message.test(e.message)]),
          e2s(errors),
        ).toEqual([["BAD_USER_INPUT", true]]);
      }
      // An operation name the document lacks: yoga's own code, kept.
      const unknown = await member.post("/graphql", { query: "query A { categories { name } }", operationName: "B" });
      expect([unknown.status, (unknown.body as Answer<unknown>).errors?.map((e) => e.extensions?.code)]).toEqual([
        400,
        ["OPERATION_RESOLUTION_FAILURE"],
      ]);
    });
  });

  describe("global ids", () => {
    it("admin mutations take the student's and the course's global ids", async () => {
      const prisma = app.prisma;
      const newcomer = await prisma.user.create({
        data: {
          role: "STUDENT",
          email: "new.student@example.com",
          firstName: "Noor",
          lastName: "Haddad",
          passwordHash: "x",
        },
      });
      const course = await prisma.course.findFirstOrThrow({ orderBy: { id: "desc" } });
      const res = await gql<{
        enrollStudent: { enrollment: { course: { title: string } }; student: { email: string } };
      }>(
        admin,
        `mutation ($input: EnrollStudentInput!) {
          enrollStudent(input: $input) { enrollment { course { title } } student { email } auditEntryEdge { node { action detail } } }
        }`,
        { input: { studentId: globalId("Student", newcomer.id), courseId: globalId("Course", course.id) } },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({
        enrollStudent: {
          student: { email: "new.student@example.com" },
          enrollment: { course: { title: course.title } },
          auditEntryEdge: { node: { action: "STUDENT_ENROLL", detail: course.title } },
        },
      });
    });

    it("a database id where a global id belongs is refused as BAD_USER_INPUT", async () => {
      const res = await gql(
        admin,
        "mutation ($input: SetStudentActiveInput!) { setStudentActive(input: $input) { student { isActive } } }",
        {
          input: { studentId, isActive: true },
        },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("a global id of another type is refused", async () => {
      const res = await gql(
        admin,
        "mutation ($input: SetStudentActiveInput!) { setStudentActive(input: $input) { student { isActive } } }",
        {
          input: { studentId: globalId("Course", 1), isActive: true },
        },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("the board filters by the category's global id", async () => {
      const res = await gql<{ discussions: { totalCount: number; edges: { node: { category: { slug: string } } }[] } }>(
        member,
        "query ($c: ID) { discussions(categoryId: $c, first: 50) { totalCount edges { node { category { slug } } } } }",
        { c: globalId("Category", "lab") },
      );
      expect(res.errors).toBeUndefined();
      const slugs = new Set(res.data!.discussions.edges.map((e) => e.node.category.slug));
      expect([...slugs]).toEqual(["lab"]);
      expect(res.data!.discussions.totalCount).toBe(res.data!.discussions.edges.length);
    });
  });

  describe("mutations in Relay's shape", () => {
    it("createDiscussion answers the new edge, its category's count and the board's stats, with the clientMutationId", async () => {
      const before = await gql<{ discussionStats: { total: number } }>(member, "{ discussionStats { id total } }");
      const res = await gql<{
        createDiscussion: {
          clientMutationId: string;
          discussionEdge: { cursor: string; node: { title: string } };
          category: { slug: string; discussionCount: number };
          discussionStats: { id: string; total: number };
        };
      }>(
        member,
        `mutation ($input: CreateDiscussionInput!) {
          createDiscussion(input: $input) {
            clientMutationId
            discussionEdge { cursor node { title } }
            category { slug discussionCount }
            discussionStats { id total }
          }
        }`,
        {
          input: {
            title: "  Subnetting drill  ",
            content: "Who wants to practise?",
            categoryId: globalId("Category", "study"),
            clientMutationId: "c-7",
          },
        },
      );
      expect(res.errors).toBeUndefined();
      const payload = res.data!.createDiscussion;
      expect(payload.clientMutationId).toBe("c-7");
      expect(payload.discussionEdge.node.title).toBe("Subnetting drill");
      expect(payload.discussionEdge.cursor).toEqual(expect.any(String));
      expect(payload.category.slug).toBe("study");
      expect(payload.discussionStats.total).toBe(before.data!.discussionStats.total + 1);
      // The stats are one node: the payload's copy replaces the board's in a Relay store.
      const node = await gql<{ node: { total: number } }>(
        member,
        "query ($id: ID!) { node(id: $id) { ... on DiscussionStats { total } } }",
        {
          id: payload.discussionStats.id,
        },
      );
      expect(node.data?.node.total).toBe(payload.discussionStats.total);
    });

    it("an omitted clientMutationId answers null", async () => {
      const id = globalId("Discussion", "seed-discussion-01");
      const res = await gql<{ likeDiscussion: { clientMutationId: null; discussion: { viewerHasLiked: boolean } } }>(
        member,
        "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { clientMutationId discussion { viewerHasLiked } } }",
        { input: { discussionId: id } },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.likeDiscussion).toEqual({ clientMutationId: null, discussion: { viewerHasLiked: true } });
    });

    it("updateProfile changes only the fields sent", async () => {
      const query =
        "mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { firstName lastName bio } } }";
      const res = await gql<{ updateProfile: { profile: { firstName: string; bio: string } } }>(member, query, {
        input: { bio: "Packets." },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateProfile.profile).toEqual({ firstName: "Alex", lastName: "Chen", bio: "Packets." });
    });
  });

  describe("connections", () => {
    it("lists carry totalCount", async () => {
      const res = await gql<{
        students: { totalCount: number };
        allCourses: { totalCount: number };
        auditLog: { totalCount: number };
      }>(
        admin,
        "{ students(first: 1) { totalCount edges { node { email } } } allCourses { totalCount } auditLog(first: 1) { totalCount } }",
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.students.totalCount).toBe(await app.prisma.user.count({ where: { role: "STUDENT" } }));
      expect(res.data!.allCourses.totalCount).toBe(await app.prisma.course.count());
      expect(res.data!.auditLog.totalCount).toBe(await app.prisma.auditEntry.count());
    });

    it.each(["first: 101", "last: 101"])("%s is refused naming the maximum, not cut to 100", async (arg) => {
      const res = await gql(member, `{ discussions(${arg}) { edges { cursor } } }`);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: `${arg.split(":")[0]}: at most 100 items per page`,
        extensions: { code: "BAD_USER_INPUT" },
      });
    });

    it("first: 100 is served", async () => {
      const res = await gql(member, "{ discussions(first: 100) { edges { cursor } } }");
      expect(res.errors).toBeUndefined();
    });
  });

  describe("completeLesson", () => {
    it("two clicks at once both succeed, each answering a lesson that is stored (no unique-key error)", async () => {
      // The first module of a track: open to every student (schema/moduleUnlock.ts).
      const page = await app.prisma.lessonPage.findUniqueOrThrow({ where: { id: "it-fundamentals" } });
      const mutation =
        "mutation ($input: CompleteLessonInput!) { completeLesson(input: $input) { lessonNumber lessonPage { completedLessons } } }";
      const input = { lessonPageId: globalId("LessonPage", page.id) };
      const answers = await Promise.all([gql(student, mutation, { input }), gql(student, mutation, { input })]);
      for (const answer of answers) expect(answer.errors).toBeUndefined();
      const stored = await app.prisma.lessonCompletion.count({
        where: { userId: studentId, lessonPageId: page.id },
      });
      const numbers = answers.map(
        (a) => (a.data as { completeLesson: { lessonNumber: number } }).completeLesson.lessonNumber,
      );
      expect(stored).toBeGreaterThanOrEqual(1);
      expect(numbers).toContain(stored);
      for (const n of numbers) expect(n).toBeLessThanOrEqual(stored);
    });
  });
});
