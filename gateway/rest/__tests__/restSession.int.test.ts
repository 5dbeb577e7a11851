// What a REST call leaves besides its answer, now that it runs through yoga's envelope rather than
// an in-process HTTP request (runOperation.ts): the session cookie it sets or clears, read by
// /graphql afterwards, the audit entry of an admin's change, and the read cache, which answers a
// REST read asked again without a statement until a write.
import { describe, expect, it } from "vitest";
import { createStatementCounter } from "../../../schema/db/statementCounter.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { restClient } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../../testing/testApp.js";

const ADMIN_QUERY = "{ students(first: 1) { edges { node { email } } } }";

describe.each(testDatabaseKinds)("REST sessions and audit on %s", (kind) => {
  const counter = createStatementCounter();
  const app = useTestApp(kind, { demoAccounts: true, onStatement: counter.listener });

  it("signs in over REST into the cookie /graphql reads, and signs out of it", async () => {
    const admin = restClient(app.fastify);
    expect((await admin.graphql(ADMIN_QUERY)).status).toBe(401);

    const signIn = await admin.post("/api/admin/auth", demo.admin);
    expect(signIn).toMatchObject({ status: 200, body: { message: "Admin authenticated" } });
    expect(signIn.cookies.find((c) => c.name === "cyberlab_session")).toMatchObject({ httpOnly: true, path: "/" });
    const asAdmin = await admin.graphql(ADMIN_QUERY);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).not.toHaveProperty("errors");

    expect(await admin.post("/api/admin/logout")).toMatchObject({ status: 200, body: { message: "Logged out" } });
    expect(admin.cookie).toBe("");
    expect(await admin.get("/api/admin/students")).toMatchObject({ status: 401, body: { message: "Unauthorized" } });
  });

  it("records an admin's change over REST in the audit log, as the admin", async () => {
    const admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    const adminUser = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } });
    const student = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });

    const res = await admin.put(`/api/admin/students/${student.id}/status`, { isActive: false });
    expect(res).toMatchObject({ status: 200, body: { id: student.id, isActive: false } });
    const entries = await app.prisma.auditEntry.findMany({
      where: { subjectId: student.id, action: "student.disable" },
    });
    expect(entries).toEqual([expect.objectContaining({ actorId: adminUser.id, action: "student.disable" })]);
  });

  it("answers a REST read asked again from the read cache, and afresh after a write over REST", async () => {
    const admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    const student = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    type Listed = { id: string; isActive: boolean }[];
    const list = async () => {
      let res: Awaited<ReturnType<typeof admin.get>> | undefined;
      const statements = await counter.during(async () => {
        res = await admin.get("/api/admin/students");
      });
      expect(res!.status).toBe(200);
      return { students: res!.body as Listed, statements };
    };

    const first = await list();
    expect(first.statements.length).toBeGreaterThan(0);
    const again = await list();
    expect(again.statements).toEqual([]);
    expect(again.students).toEqual(first.students);

    const active = first.students.find((s) => s.id === student.id)!.isActive;
    expect((await admin.put(`/api/admin/students/${student.id}/status`, { isActive: !active })).status).toBe(200);
    const afterWrite = await list();
    expect(afterWrite.statements.length).toBeGreaterThan(0);
    expect(afterWrite.students.find((s) => s.id === student.id)).toMatchObject({ isActive: !active });
  });
});
