import { beforeAll, describe, expect, it } from "vitest";
import { restClient } from "../testing/restClient.js";
import { hashPassword } from "../../schema/auth/passwords.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../testing/testApp.js";

type Client = ReturnType<typeof restClient>;
type GqlBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
type AuditNode = {
  action: string;
  detail: string;
  createdAt: string;
  actor: { email: string };
  subject: { email: string } | null;
};

const STUDENTS =
  "query ($search: String, $status: StudentStatus) { students(first: 100, search: $search, status: $status) { totalCount edges { node { email isActive } } } }";
const AUDIT =
  "query ($first: Int, $after: String) { auditLog(first: $first, after: $after) { edges { node { action detail createdAt actor { email } subject { email } } } pageInfo { hasNextPage endCursor } } }";
const LOGIN = "mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { viewer { role } } }";
const SIGNED_IN = { adminLogin: { viewer: { role: "ADMIN" } } };
const ACTIVE =
  "mutation ($id: ID!, $on: Boolean!) { setStudentActive(input: { studentId: $id, isActive: $on }) { student { isActive } } }";
const ENROLL_IN_2 = `mutation ($id: ID!) { enrollStudent(input: { studentId: $id, courseId: "${Buffer.from("Course:2").toString("base64")}" }) { enrollment { progress } } }`;
/** A student's global id. */
const sid = (id: string) => Buffer.from(`Student:${id}`).toString("base64");

async function gql<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  const res = await client.graphql(query, variables);
  return { status: res.status, ...(res.body as GqlBody<T>) };
}

describe.each(testDatabaseKinds)("admin portal operations on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let admin: Client;
  const ids: Record<"demo" | "pending" | "other", string> = { demo: "", pending: "", other: "" };

  async function auditLog(first = 50): Promise<AuditNode[]> {
    const res = await gql<{ auditLog: { edges: { node: AuditNode }[] } }>(admin, AUDIT, { first });
    expect(res.errors).toBeUndefined();
    return res.data!.auditLog.edges.map((e) => e.node);
  }

  beforeAll(async () => {
    const prisma = app.prisma;
    ids.demo = (await prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
    const passwordHash = await hashPassword("Pending!2026");
    ids.pending = (
      await prisma.user.create({
        data: {
          role: "STUDENT",
          email: "riley.pending@example.com",
          firstName: "Riley",
          lastName: "Nakamura",
          isActive: false,
          passwordHash,
        },
      })
    ).id;
    ids.other = (
      await prisma.user.create({
        data: { role: "STUDENT", email: "sam.active@example.com", firstName: "Samira", lastName: "Lee", passwordHash },
      })
    ).id;
    admin = restClient(app.fastify);
    expect((await gql(admin, LOGIN, { input: demo.admin })).data).toEqual(SIGNED_IN);
  });

  describe("student list filters", () => {
    const emails = async (variables: Record<string, unknown>) => {
      const res = await gql<{ students: { totalCount: number; edges: { node: { email: string } }[] } }>(
        admin,
        STUDENTS,
        variables,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.students.totalCount).toBe(res.data!.students.edges.length);
      return res.data!.students.edges.map((e) => e.node.email).sort();
    };

    it("lists every student by default, as the REST list does", async () => {
      expect(await emails({})).toEqual(
        ["riley.pending@example.com", "sam.active@example.com", demo.student.email].sort(),
      );
      expect(((await admin.get("/api/admin/students")).body as unknown[]).length).toBe(3);
    });

    it("narrows to pending (inactive) or active students", async () => {
      expect(await emails({ status: "PENDING" })).toEqual(["riley.pending@example.com"]);
      expect(await emails({ status: "ACTIVE" })).toEqual(["sam.active@example.com", demo.student.email].sort());
    });

    it("searches first name, last name and e-mail case-insensitively, every word matching", async () => {
      expect(await emails({ search: "RILEY" })).toEqual(["riley.pending@example.com"]);
      expect(await emails({ search: "lee" })).toEqual(["sam.active@example.com", demo.student.email].sort());
      expect(await emails({ search: "  jordan   LEE " })).toEqual([demo.student.email]);
      expect(await emails({ search: "example.com", status: "ACTIVE" })).toEqual(["sam.active@example.com"]);
      expect(await emails({ search: "nobody-like-this" })).toEqual([]);
      expect(await emails({ search: "   " })).toHaveLength(3);
    });

    it("refuses an overlong search and an unknown status", async () => {
      const long = await gql(admin, STUDENTS, { search: "x".repeat(201) });
      expect(long.errors?.[0]).toMatchObject({
        message: "search: is too long",
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect((await gql(admin, STUDENTS, { status: "SOMETIMES" })).errors).toBeDefined();
    });
  });

  describe("audit log", () => {
    it("records sign-in, each student action (with the course title) and sign-out, newest first", async () => {
      const before = await auditLog();
      expect(before[0]).toMatchObject({ action: "ADMIN_LOGIN", actor: { email: demo.admin.email }, subject: null });

      const run = async (query: string, variables: Record<string, unknown>) =>
        expect((await gql(admin, query, variables)).errors).toBeUndefined();
      await run(ACTIVE, { id: sid(ids.pending), on: true });
      await run(ACTIVE, { id: sid(ids.other), on: false });
      await run(
        'mutation ($id: ID!) { setStudentPassword(input: { studentId: $id, password: "S3cret-Not-Logged" }) { student { email } } }',
        { id: sid(ids.pending) },
      );
      await run(ENROLL_IN_2, { id: sid(ids.pending) });

      const entries = (await auditLog()).slice(0, 4);
      expect(entries.map((e) => [e.action, e.subject?.email, e.detail])).toEqual([
        ["STUDENT_ENROLL", "riley.pending@example.com", "IT Security Engineering"],
        ["STUDENT_PASSWORD", "riley.pending@example.com", ""],
        ["STUDENT_DISABLE", "sam.active@example.com", ""],
        ["STUDENT_ENABLE", "riley.pending@example.com", ""],
      ]);
      for (const entry of entries) {
        expect(entry.actor.email).toBe(demo.admin.email);
        expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
      }
      // The password itself is stored nowhere in the log.
      const rows = await app.prisma.auditEntry.findMany();
      expect(JSON.stringify(rows)).not.toContain("S3cret-Not-Logged");
    });

    it("records nothing for a refused action: the change and its entry are written together", async () => {
      const count = () => app.prisma.auditEntry.count();
      const before = await count();
      const twice = await gql(admin, ENROLL_IN_2, { id: sid(ids.pending) });
      expect(twice.errors?.[0]).toMatchObject({
        message: "Student is already enrolled in this course",
        extensions: { code: "CONFLICT" },
      });
      const unknown = await gql(admin, ACTIVE, { id: sid("nope"), on: true });
      expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      const blank = await gql(
        admin,
        'mutation ($id: ID!) { setStudentPassword(input: { studentId: $id, password: "  " }) { student { email } } }',
        { id: sid(ids.pending) },
      );
      expect(blank.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(await count()).toBe(before);
    });

    it("pages through the log with first/after", async () => {
      const all = await auditLog();
      const first = await gql<{
        auditLog: { edges: { node: AuditNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      }>(admin, AUDIT, { first: 2 });
      expect(first.data!.auditLog.edges).toHaveLength(2);
      expect(first.data!.auditLog.pageInfo.hasNextPage).toBe(true);
      const next = await gql<{ auditLog: { edges: { node: AuditNode }[] } }>(admin, AUDIT, {
        first: 2,
        after: first.data!.auditLog.pageInfo.endCursor,
      });
      expect(next.data!.auditLog.edges.map((e) => e.node)).toEqual(all.slice(2, 4));
    });

    it("is for admins only", async () => {
      const student = restClient(app.fastify);
      expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
      expect((await gql(student, AUDIT)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const anonymous = await gql(restClient(app.fastify), AUDIT);
      expect(anonymous.status).toBe(401);
    });

    it("records sign-out, after which the log is closed to that browser", async () => {
      const other = restClient(app.fastify);
      expect((await gql(other, LOGIN, { input: demo.admin })).data).toEqual(SIGNED_IN);
      expect((await gql(other, "mutation { adminLogout(input: {}) { viewer { role } } }")).data).toEqual({
        adminLogout: { viewer: null },
      });
      expect((await gql(other, AUDIT)).status).toBe(401);
      // Logging out ends every session of that admin: sign the shared client in again.
      expect((await gql(admin, LOGIN, { input: demo.admin })).data).toEqual(SIGNED_IN);
      expect((await auditLog()).slice(0, 3).map((e) => e.action)).toEqual([
        "ADMIN_LOGIN",
        "ADMIN_LOGOUT",
        "ADMIN_LOGIN",
      ]);
    });
  });

  describe("disabling a student", () => {
    it("refuses their sign-in and ends the session they already had; enabling lets them back in", async () => {
      const credentials = { email: "sam.active@example.com", password: "Pending!2026" };
      await gql(admin, ACTIVE, { id: sid(ids.other), on: true });
      const student = restClient(app.fastify);
      expect((await student.post("/api/student/auth", credentials)).status).toBe(200);
      expect((await student.get("/api/student/user")).status).toBe(200);

      const disabled = await gql(admin, ACTIVE, { id: sid(ids.other), on: false });
      expect(disabled.data).toEqual({ setStudentActive: { student: { isActive: false } } });
      expect((await student.get("/api/student/user")).status).toBe(401);
      expect((await restClient(app.fastify).post("/api/student/auth", credentials)).status).toBe(401);

      await gql(admin, ACTIVE, { id: sid(ids.other), on: true });
      expect((await student.post("/api/student/auth", credentials)).status).toBe(200);
    });
  });

  describe("setting a student's password", () => {
    const SET_PASSWORD =
      "mutation ($id: ID!, $password: String!) { setStudentPassword(input: { studentId: $id, password: $password }) { student { email } } }";

    it("refuses a short or common password, or the student's e-mail address, with the reason; nothing changes and the student stays signed in", async () => {
      const credentials = { email: "sam.active@example.com", password: "Pending!2026" };
      const student = restClient(app.fastify);
      expect((await student.post("/api/student/auth", credentials)).status).toBe(200);
      const entries = await app.prisma.auditEntry.count();
      const refusals = [
        ["Pass1!", "input.password: Password must be at least 8 characters"],
        ["football", "input.password: This password is too common. Choose another."],
        ["Qwerty123", "input.password: This password is too common. Choose another."],
        ["Sam.Active@example.com", "input.password: Password must not be the e-mail address or the part before its @"],
        ["sam.active", "input.password: Password must not be the e-mail address or the part before its @"],
      ];
      for (const [password, message] of refusals) {
        const res = await gql(admin, SET_PASSWORD, { id: sid(ids.other), password });
        expect({ password, error: res.errors?.[0] }).toEqual({
          password,
          error: expect.objectContaining({ message, extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }) }),
        });
      }
      expect(await app.prisma.auditEntry.count()).toBe(entries);
      expect((await student.get("/api/student/user")).status).toBe(200);
      expect((await restClient(app.fastify).post("/api/student/auth", credentials)).status).toBe(200);
    });

    it("accepts a passphrase of 64 characters and more", async () => {
      const passphrase = "a quiet lighthouse keeper counts the ships that pass at midnight";
      expect(passphrase.length).toBeGreaterThanOrEqual(64);
      expect((await gql(admin, SET_PASSWORD, { id: sid(ids.other), password: passphrase })).data).toEqual({
        setStudentPassword: { student: { email: "sam.active@example.com" } },
      });
      expect(
        (
          await restClient(app.fastify).post("/api/student/auth", {
            email: "sam.active@example.com",
            password: passphrase,
          })
        ).status,
      ).toBe(200);
      // Back to the password the other tests use.
      expect((await gql(admin, SET_PASSWORD, { id: sid(ids.other), password: "Pending!2026" })).errors).toBeUndefined();
    });
  });
});
