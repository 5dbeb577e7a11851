// Issue 21, the admin portal at scale: the paged, sorted and filtered student list; bulk actions
// with their audit entries; course management; the moderator role; the audit log's filters.
import { beforeAll, describe, expect, it } from "vitest";
import { restClient } from "../testing/restClient.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../testing/testApp.js";

type Client = ReturnType<typeof restClient>;
type GqlBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
type Page = {
  students: {
    totalCount: number;
    edges: { cursor: string; node: { databaseId: string; lastName: string; email: string } }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  };
};

const gid = (type: string, id: string | number) => Buffer.from(`${type}:${id}`).toString("base64");
const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String, $search: String, $courseId: ID, $sort: StudentSort, $ids: [ID!]) {
  students(first: $first, after: $after, last: $last, before: $before, search: $search, courseId: $courseId, sort: $sort, ids: $ids) {
    totalCount edges { cursor node { databaseId lastName email } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const BULK_ENROLL = `mutation ($ids: [ID!]!, $course: ID!) { enrollStudents(input: { studentIds: $ids, courseId: $course }) { outcomes { done reason student { databaseId enrollments { course { databaseId } } } } } }`;
const BULK_ACTIVE = `mutation ($ids: [ID!]!, $on: Boolean!) { setStudentsActive(input: { studentIds: $ids, isActive: $on }) { outcomes { done reason student { databaseId isActive } } } }`;
const COURSE_FIELDS = "databaseId title description level price durationWeeks totalLessons isActive";

async function gql<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  const res = await client.graphql(query, variables);
  return { status: res.status, ...(res.body as GqlBody<T>) };
}

describe.each(testDatabaseKinds)("admin portal at scale on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let admin: Client;
  let student: Client;
  const made: string[] = [];

  beforeAll(async () => {
    // 60 students named so that sorting by name, by e-mail and by age give three different orders.
    const base = Date.UTC(2026, 0, 1);
    await app.prisma.user.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        id: `scale-student-${String(i).padStart(2, "0")}`,
        role: "STUDENT" as const,
        email: `${String.fromCharCode(97 + ((i * 7) % 26))}${i}.scale@example.com`,
        firstName: "Scale",
        lastName: `Zed${String(59 - i).padStart(2, "0")}`,
        createdAt: new Date(base + i * 60_000),
      })),
    });
    made.push(...Array.from({ length: 60 }, (_, i) => `scale-student-${String(i).padStart(2, "0")}`));
    admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    student = restClient(app.fastify);
    expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
  });

  it("pages forwards and backwards through the search's students, in each order, with the total", async () => {
    for (const sort of ["NEWEST", "NAME", "EMAIL"] as const) {
      const all = await gql<Page>(admin, PAGE, { first: 100, search: "scale", sort });
      expect(all.errors).toBeUndefined();
      expect(all.data!.students.totalCount).toBe(60);
      const order = all.data!.students.edges.map((e) => e.node.databaseId);
      const expected = [...all.data!.students.edges]
        .sort((a, b) =>
          sort === "NAME"
            ? a.node.lastName.localeCompare(b.node.lastName)
            : sort === "EMAIL"
              ? a.node.email.localeCompare(b.node.email)
              : b.node.databaseId.localeCompare(a.node.databaseId),
        )
        .map((e) => e.node.databaseId);
      expect(order).toEqual(expected);

      // Pages of 25: forwards to the third, then back to the second.
      const walked: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 3; page++) {
        const res: { data?: Page } = await gql<Page>(admin, PAGE, { first: 25, after, search: "scale", sort });
        walked.push(...res.data!.students.edges.map((e) => e.node.databaseId));
        expect(res.data!.students.pageInfo.hasNextPage).toBe(page < 2);
        after = res.data!.students.pageInfo.endCursor;
      }
      expect(walked).toEqual(order);
      const third = await gql<Page>(admin, PAGE, { first: 25, after: null, search: "scale", sort });
      const fiftieth = (await gql<Page>(admin, PAGE, { first: 50, search: "scale", sort })).data!.students.edges[49]!;
      // As the web app asks: the forward arguments null.
      const back = await gql<Page>(admin, PAGE, {
        first: null,
        after: null,
        last: 25,
        before: fiftieth.cursor,
        search: "scale",
        sort,
      });
      expect(back.errors).toBeUndefined();
      expect(back.data!.students.edges.map((e) => e.node.databaseId)).toEqual(order.slice(24, 49));
      expect(third.data!.students.edges.map((e) => e.node.databaseId)).toEqual(order.slice(0, 25));
    }
  });

  it("pages back to the same rows when many students share a creation instant", async () => {
    const same = new Date(Date.UTC(2025, 5, 1));
    await app.prisma.user.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        id: `tie-student-${String(i).padStart(2, "0")}`,
        role: "STUDENT" as const,
        email: `tie${i}@example.com`,
        firstName: "Tie",
        lastName: "Same",
        createdAt: same,
      })),
    });
    const all = (await gql<Page>(admin, PAGE, { first: 100, search: "tie" })).data!.students.edges;
    expect(all.map((e) => e.node.databaseId)).toEqual([...all.map((e) => e.node.databaseId)].sort());
    const p2 = await gql<Page>(admin, PAGE, { first: 10, after: all[9]!.cursor, search: "tie" });
    const p3 = await gql<Page>(admin, PAGE, { first: 10, after: all[19]!.cursor, search: "tie" });
    const back = await gql<Page>(admin, PAGE, {
      first: null,
      last: 10,
      before: p3.data!.students.pageInfo.startCursor,
      search: "tie",
    });
    expect(back.data!.students.edges.map((e) => e.node.databaseId)).toEqual(
      p2.data!.students.edges.map((e) => e.node.databaseId),
    );
    await app.prisma.user.deleteMany({ where: { id: { startsWith: "tie-student-" } } });
  });

  it("narrows to a course's students and to a selection of ids", async () => {
    const inCourse = await app.prisma.enrollment.count({ where: { courseId: 2, user: { role: "STUDENT" } } });
    const res = await gql<Page>(admin, PAGE, { first: 100, courseId: gid("Course", 2) });
    expect(res.data!.students.totalCount).toBe(inCourse);
    const picked = await gql<Page>(admin, PAGE, {
      first: 100,
      ids: [gid("Student", made[3]!), gid("Student", made[9]!)],
    });
    expect(picked.data!.students.edges.map((e) => e.node.databaseId).sort()).toEqual([made[3], made[9]]);
    const bad = await gql<Page>(admin, PAGE, { first: 10, courseId: gid("Course", "abc") });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const tooMany = await gql<Page>(admin, PAGE, {
      first: 10,
      ids: Array.from({ length: 101 }, (_, i) => gid("Student", `x${i}`)),
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("bulk-enrols a selection, skipping and reporting those already enrolled, one audit entry per enrolment", async () => {
    const ids = [made[0]!, made[1]!, made[2]!];
    await app.prisma.enrollment.create({ data: { userId: made[1]!, courseId: 3 } });
    const auditBefore = await app.prisma.auditEntry.count({ where: { action: "student.enroll" } });
    const res = await gql<{ enrollStudents: { outcomes: { done: boolean; reason: string | null }[] } }>(
      admin,
      BULK_ENROLL,
      { ids: ids.map((id) => gid("Student", id)), course: gid("Course", 3) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.enrollStudents.outcomes.map((o) => [o.done, o.reason])).toEqual([
      [true, null],
      [false, "Already enrolled in Security Architecture Design"],
      [true, null],
    ]);
    expect(await app.prisma.enrollment.count({ where: { userId: { in: ids }, courseId: 3 } })).toBe(3);
    const entries = await app.prisma.auditEntry.findMany({
      where: { action: "student.enroll", subjectId: { in: ids } },
      select: { subjectId: true, detail: true },
    });
    expect(entries.map((e) => e.subjectId).sort()).toEqual([made[0], made[2]]);
    expect(await app.prisma.auditEntry.count({ where: { action: "student.enroll" } })).toBe(auditBefore + 2);

    // An unknown student refuses the whole action: nothing written.
    const refused = await gql(admin, BULK_ENROLL, {
      ids: [gid("Student", made[5]!), gid("Student", "no-such-student")],
      course: gid("Course", 3),
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await app.prisma.enrollment.count({ where: { userId: made[5]!, courseId: 3 } })).toBe(0);
    // Students may not.
    expect(
      (await gql(student, BULK_ENROLL, { ids: [gid("Student", made[5]!)], course: gid("Course", 3) })).errors?.[0]
        ?.extensions?.code,
    ).toBe("FORBIDDEN");
    const empty = await gql(admin, BULK_ENROLL, { ids: [], course: gid("Course", 3) });
    expect(empty.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("bulk-disables and enables, ending the sessions of those disabled, auditing each change", async () => {
    const ids = [made[10]!, made[11]!];
    await app.prisma.user.update({ where: { id: made[11]! }, data: { isActive: false } });
    const res = await gql<{ setStudentsActive: { outcomes: { done: boolean; reason: string | null }[] } }>(
      admin,
      BULK_ACTIVE,
      { ids: ids.map((id) => gid("Student", id)), on: false },
    );
    expect(res.data!.setStudentsActive.outcomes.map((o) => [o.done, o.reason])).toEqual([
      [true, null],
      [false, "Already disabled"],
    ]);
    const rows = await app.prisma.user.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.isActive, r.sessionVersion])).toEqual([
      [false, 1],
      [false, 0],
    ]);
    expect(await app.prisma.auditEntry.count({ where: { action: "student.disable", subjectId: { in: ids } } })).toBe(1);
    const on = await gql<{ setStudentsActive: { outcomes: { done: boolean }[] } }>(admin, BULK_ACTIVE, {
      ids: ids.map((id) => gid("Student", id)),
      on: true,
    });
    expect(on.data!.setStudentsActive.outcomes.map((o) => o.done)).toEqual([true, true]);
  });

  it("creates, edits, deactivates and reactivates a course: gone from the catalogue and sign-up, enrolments kept", async () => {
    const input = {
      title: "  Cloud Incident Response ",
      description: "Respond to incidents in cloud tenants.",
      level: "Intermediate",
      price: 129.5,
      durationWeeks: 10,
      totalLessons: 30,
    };
    const created = await gql<{ createCourse: { course: Record<string, unknown> } }>(
      admin,
      `mutation ($input: CreateCourseInput!) { createCourse(input: $input) { course { id ${COURSE_FIELDS} } } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const course = created.data!.createCourse.course;
    expect(course).toMatchObject({ ...input, title: "Cloud Incident Response", isActive: true, databaseId: 4 });
    const catalogue = async () =>
      (
        await gql<{ courses: { edges: { node: { title: string } }[] } }>(
          admin,
          "{ courses { edges { node { title } } } }",
        )
      ).data!.courses.edges.map((e) => e.node.title);
    expect(await catalogue()).toContain("Cloud Incident Response");

    const invalid = await gql(
      admin,
      `mutation ($input: CreateCourseInput!) { createCourse(input: $input) { course { id } } }`,
      {
        input: { ...input, title: " ", price: -1, totalLessons: 0 },
      },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(invalid.errors?.[0]?.message).toMatch(/Title is required/);

    const edited = await gql<{ updateCourse: { course: Record<string, unknown> } }>(
      admin,
      `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { course { ${COURSE_FIELDS} } } }`,
      { input: { ...input, courseId: course.id, title: "Cloud IR", price: 99 } },
    );
    expect(edited.data!.updateCourse.course).toMatchObject({ title: "Cloud IR", price: 99 });

    await app.prisma.enrollment.create({ data: { userId: made[20]!, courseId: 4 } });
    const off = await gql<{ setCourseActive: { course: { isActive: boolean } } }>(
      admin,
      "mutation ($id: ID!) { setCourseActive(input: { courseId: $id, isActive: false }) { course { isActive } } }",
      { id: course.id },
    );
    expect(off.data!.setCourseActive.course.isActive).toBe(false);
    expect(await catalogue()).not.toContain("Cloud IR");
    expect(await app.prisma.enrollment.count({ where: { courseId: 4 } })).toBe(1);
    const signup = await gql(
      restClient(app.fastify),
      "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { clientMutationId } }",
      {
        input: {
          firstName: "Late",
          lastName: "Comer",
          email: "late.comer@example.com",
          phone: "+1 555 0100",
          experience: "BEGINNER",
          password: "Sign-up!2026x",
          confirmPassword: "Sign-up!2026x",
          courseId: course.id,
        },
      },
    );
    expect(signup.errors?.[0]?.message).toMatch(/Unknown course/);
    const actions = await app.prisma.auditEntry.findMany({
      where: { action: { startsWith: "course." } },
      orderBy: { createdAt: "asc" },
      select: { action: true, detail: true },
    });
    expect(actions).toEqual([
      { action: "course.create", detail: "Cloud Incident Response" },
      { action: "course.update", detail: "Cloud IR" },
      { action: "course.deactivate", detail: "Cloud IR" },
    ]);
  });

  it("pages the community members, moderators first then by name, each member once", async () => {
    type Page = {
      communityMemberRoles: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { node: { email: string; isModerator: boolean; lastName: string } }[];
      };
    };
    const everyone: Page["communityMemberRoles"]["edges"] = [];
    let total = 0;
    for (let after: string | null = null, pages = 0; ; pages++) {
      expect(pages).toBeLessThan(100);
      const page: { data?: Page; errors?: unknown } = await gql<Page>(
        admin,
        "query ($after: String) { communityMemberRoles(first: 3, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { email isModerator lastName } } } }",
        { after },
      );
      expect(page.errors).toBeUndefined();
      const { edges, pageInfo, totalCount } = page.data!.communityMemberRoles;
      total = totalCount;
      everyone.push(...edges);
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    const members = await app.prisma.user.count({ where: { role: "COMMUNITY", deletedAt: null } });
    expect(total).toBe(members);
    expect(everyone).toHaveLength(members);
    expect(new Set(everyone.map((e) => e.node.email)).size).toBe(members);
    const moderators = everyone.filter((e) => e.node.isModerator).length;
    expect(everyone.slice(0, moderators).every((e) => e.node.isModerator)).toBe(true);
    const names = everyone.slice(moderators).map((e) => e.node.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("grants and revokes the moderator role, audited; shows flagged content counts", async () => {
    const list = await gql<{
      communityMemberRoles: {
        totalCount: number;
        edges: { node: { id: string; email: string; isModerator: boolean } }[];
      };
    }>(
      admin,
      '{ communityMemberRoles(first: 5, search: "alex") { totalCount edges { node { id email isModerator } } } }',
    );
    expect(list.errors).toBeUndefined();
    const member = list.data!.communityMemberRoles.edges.find((e) => !e.node.isModerator)!.node;
    const grant = await gql<{ setMemberModerator: { member: { isModerator: boolean } } }>(
      admin,
      "mutation ($id: ID!, $on: Boolean!) { setMemberModerator(input: { memberId: $id, isModerator: $on }) { member { isModerator } } }",
      { id: member.id, on: true },
    );
    expect(grant.data!.setMemberModerator.member.isModerator).toBe(true);
    const row = await app.prisma.user.findUniqueOrThrow({ where: { email: member.email } });
    expect(row.isModerator).toBe(true);
    expect(await app.prisma.auditEntry.count({ where: { action: "moderator.grant", subjectId: row.id } })).toBe(1);
    await gql(
      admin,
      "mutation ($id: ID!) { setMemberModerator(input: { memberId: $id, isModerator: false }) { member { isModerator } } }",
      { id: member.id },
    );
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: row.id } })).isModerator).toBe(false);

    const open = await app.prisma.flag.groupBy({
      by: ["discussionId"],
      where: { resolvedAt: null, discussionId: { not: null } },
    });
    const counts = await gql<{ flaggedContentCounts: { discussions: number; replies: number } }>(
      admin,
      "{ flaggedContentCounts { discussions replies } }",
    );
    expect(counts.data!.flaggedContentCounts.discussions).toBe(open.length);
  });

  it("filters the audit log by actor, action and dates", async () => {
    const QUERY = `query ($actor: String, $action: AuditAction, $since: DateTime, $until: DateTime) {
      auditLog(first: 100, actor: $actor, action: $action, since: $since, until: $until) { totalCount edges { node { action actor { email } } } }
    }`;
    type Log = { auditLog: { totalCount: number; edges: { node: { action: string; actor: { email: string } } }[] } };
    const enrolls = await gql<Log>(admin, QUERY, { action: "STUDENT_ENROLL" });
    expect(enrolls.data!.auditLog.totalCount).toBe(
      await app.prisma.auditEntry.count({ where: { action: "student.enroll" } }),
    );
    expect(enrolls.data!.auditLog.edges.every((e) => e.node.action === "STUDENT_ENROLL")).toBe(true);
    const byActor = await gql<Log>(admin, QUERY, { actor: demo.admin.email.toUpperCase() });
    expect(byActor.data!.auditLog.totalCount).toBeGreaterThan(0);
    expect(byActor.data!.auditLog.edges.every((e) => e.node.actor.email === demo.admin.email)).toBe(true);
    const nobody = await gql<Log>(admin, QUERY, { actor: "no such admin" });
    expect(nobody.data!.auditLog.totalCount).toBe(0);
    const future = await gql<Log>(admin, QUERY, { since: "2999-01-01T00:00:00Z" });
    expect(future.data!.auditLog.totalCount).toBe(0);
    const past = await gql<Log>(admin, QUERY, { until: "2000-01-01T00:00:00Z" });
    expect(past.data!.auditLog.totalCount).toBe(0);
    const today = await gql<Log>(admin, QUERY, { since: new Date(Date.now() - 3_600_000).toISOString() });
    expect(today.data!.auditLog.totalCount).toBeGreaterThan(0);
  });

  it("acts on every student the filters match: enrols and disables 1,500 at once, refuses a changed count", async () => {
    const COUNT = 1_500; // more than one chunk of 1,000 rows
    await app.prisma.user.createMany({
      data: Array.from({ length: COUNT }, (_, i) => ({
        id: `match-student-${String(i).padStart(4, "0")}`,
        role: "STUDENT" as const,
        email: `bulkmatch.${i}@example.com`,
        firstName: "Bulk",
        lastName: `Match ${i}`,
      })),
    });
    const ENROLL = `mutation ($filter: StudentFilterInput!, $expected: Int!, $course: ID!) {
      enrollMatchingStudents(input: { filter: $filter, expectedCount: $expected, courseId: $course }) { changed skipped }
    }`;
    const ACTIVE = `mutation ($filter: StudentFilterInput!, $expected: Int!, $on: Boolean!) {
      setMatchingStudentsActive(input: { filter: $filter, expectedCount: $expected, isActive: $on }) { changed skipped }
    }`;
    type Counts = { changed: number; skipped: number };
    const course = gid("Course", 2);
    const title = (await app.prisma.course.findUniqueOrThrow({ where: { id: 2 } })).title;
    const enrolled = () =>
      app.prisma.enrollment.count({ where: { courseId: 2, user: { email: { startsWith: "bulkmatch." } } } });

    // The admin saw another number: nothing changes, and the answer says how many match now.
    const stale = await gql<{ enrollMatchingStudents: Counts }>(admin, ENROLL, {
      filter: { search: "bulkmatch" },
      expected: COUNT - 1,
      course,
    });
    expect(stale.errors?.[0]).toMatchObject({
      message: "The list changed: 1,500 students match now, not 1,499. Nothing was changed.",
      extensions: { code: "CONFLICT" },
    });
    expect(await enrolled()).toBe(0);

    await app.prisma.enrollment.createMany({
      data: ["match-student-0007", "match-student-1200"].map((userId) => ({ userId, courseId: 2 })),
    });
    const before = await app.prisma.auditEntry.count({ where: { action: "student.enroll", detail: title } });
    const enroll = await gql<{ enrollMatchingStudents: Counts }>(admin, ENROLL, {
      filter: { search: "bulkmatch" },
      expected: COUNT,
      course,
    });
    expect(enroll.errors).toBeUndefined();
    expect(enroll.data!.enrollMatchingStudents).toEqual({ changed: COUNT - 2, skipped: 2 });
    expect(await enrolled()).toBe(COUNT);
    expect(await app.prisma.auditEntry.count({ where: { action: "student.enroll", detail: title } })).toBe(
      before + COUNT - 2,
    );

    // Narrowed by course and status, as the list's filters narrow it; disabling ends their sessions.
    const filter = { search: "bulkmatch", courseId: course, status: "ACTIVE" };
    const off = await gql<{ setMatchingStudentsActive: Counts }>(admin, ACTIVE, { filter, expected: COUNT, on: false });
    expect(off.data!.setMatchingStudentsActive).toEqual({ changed: COUNT, skipped: 0 });
    const rows = await app.prisma.user.findMany({ where: { email: { startsWith: "bulkmatch." } } });
    expect(rows.every((r) => !r.isActive && r.sessionVersion === 1 && r.sessionsEndedAt !== null)).toBe(true);
    expect(
      await app.prisma.auditEntry.count({ where: { action: "student.disable", subjectId: { startsWith: "match-" } } }),
    ).toBe(COUNT);
    // No active one is left to match.
    const none = await gql(admin, ACTIVE, { filter, expected: 1, on: false });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT" });
    const on = await gql<{ setMatchingStudentsActive: Counts }>(admin, ACTIVE, {
      filter: { ...filter, status: "PENDING" },
      expected: COUNT,
      on: true,
    });
    expect(on.data!.setMatchingStudentsActive).toEqual({ changed: COUNT, skipped: 0 });

    // What the admin may confirm: at least one student, at most 20,000.
    for (const [expected, message] of [
      [0, "input.expectedCount: No students match"],
      [20_001, "input.expectedCount: At most 20,000 students at once"],
    ] as const) {
      const refused = await gql(admin, ENROLL, { filter: { search: "bulkmatch" }, expected, course });
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    // A student may not.
    const forbidden = await gql(student, ENROLL, { filter: { search: "bulkmatch" }, expected: COUNT, course });
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
  });
});
