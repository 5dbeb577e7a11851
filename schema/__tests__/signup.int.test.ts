import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccountsFromEnv, ensureDemoStudentAndAdmin } from "../../prisma/demoAccounts.js";
import { buildApp, type App } from "../../gateway/app.js";
import { restClient } from "../../gateway/testing/restClient.js";
import { createSeededDatabase, type SeededDatabase } from "../testing/seededDatabase.js";
import { testDatabaseKinds } from "../testing/testDatabases.js";

const SECRET = "signup-test-secret-at-least-32-characters";
const demo = demoAccountsFromEnv({});

const SIGNUP = /* GraphQL */ `
  mutation ($input: StudentSignupInput!) {
    studentSignup(input: $input) { email firstName isActive course { databaseId title } }
  }
`;

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Dana",
  lastName: "Okafor",
  email: "dana.okafor@example.com",
  phone: "+1 555 0100",
  experience: "SOME",
  password: "Dana!2026",
  confirmPassword: "Dana!2026",
  ...overrides,
});

describe.each(testDatabaseKinds)("student sign-up on %s", (kind) => {
  let seeded: SeededDatabase;
  let app: App;

  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
    await ensureDemoStudentAndAdmin(seeded.db.prisma, demo);
    app = await buildApp({ db: seeded.db, production: false, webDist: "/nonexistent", logger: false, sessionSecret: SECRET, demoStudent: demo.student });
  });
  afterAll(async () => {
    await app.fastify.close();
    await seeded.close();
  });

  const signup = async (input: Record<string, unknown>) => {
    const client = restClient(app.fastify);
    const res = await client.graphql(SIGNUP, { input });
    return { client, status: res.status, body: res.body as Body };
  };

  it("creates an inactive student with a hashed password, phone and experience, without signing in", async () => {
    const { client, status, body } = await signup(form({ email: "  Dana.Okafor@Example.com " }));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.studentSignup).toEqual({ email: "dana.okafor@example.com", firstName: "Dana", isActive: false, course: null });
    const user = await seeded.db.prisma.user.findUniqueOrThrow({ where: { email: "dana.okafor@example.com" } });
    expect(user).toMatchObject({ role: "STUDENT", isActive: false, firstName: "Dana", lastName: "Okafor", phone: "+1 555 0100", experience: "SOME" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(user.passwordHash!, "Dana!2026")).toBe(true);
    expect(((await client.graphql("{ viewer { role } }")).body as Body).data).toEqual({ viewer: null });
  });

  it("keeps the new student out until an admin enables the account", async () => {
    await signup(form({ email: "waiting@example.com" }));
    const login = `mutation ($input: CredentialsInput!) { studentLogin(input: $input) { email } }`;
    const credentials = { email: "waiting@example.com", password: "Dana!2026" };
    const refused = await restClient(app.fastify).graphql(login, { input: credentials });
    expect(refused.status).toBe(401);
    expect((refused.body as Body).errors?.[0]?.message).toBe("Invalid credentials");
    await seeded.db.prisma.user.update({ where: { email: "waiting@example.com" }, data: { isActive: true } });
    const accepted = await restClient(app.fastify).graphql(login, { input: credentials });
    expect((accepted.body as Body).data).toEqual({ studentLogin: { email: "waiting@example.com" } });
  });

  it("records interest in the course whose Enroll Now link led to the form", async () => {
    const { body } = await signup(form({ email: "interested@example.com", courseId: 2 }));
    expect(body.data?.studentSignup).toMatchObject({ course: { databaseId: 2, title: "IT Security Engineering" } });
    const user = await seeded.db.prisma.user.findUniqueOrThrow({ where: { email: "interested@example.com" }, include: { courseInterests: true } });
    expect(user.courseInterests.map((i) => i.courseId)).toEqual([2]);
  });

  it("refuses an unknown course and creates nothing", async () => {
    const { body } = await signup(form({ email: "nocourse@example.com", courseId: 999 }));
    expect(body.errors?.[0]).toMatchObject({ message: "input.courseId: Unknown course", extensions: { code: "BAD_USER_INPUT" } });
    expect(await seeded.db.prisma.user.findUnique({ where: { email: "nocourse@example.com" } })).toBeNull();
  });

  it("refuses an e-mail address that is taken, whatever its case and kind of account", async () => {
    for (const email of [demo.student.email.toUpperCase(), demo.admin.email, "dana.okafor@example.com"]) {
      const { body } = await signup(form({ email }));
      expect(body.errors?.[0]).toMatchObject({ message: "An account with this email already exists", extensions: { code: "CONFLICT" } });
    }
  });

  it("requires every field and a well-formed e-mail, but does not compare the confirmation", async () => {
    const blank = await signup(form({ email: "blank@example.com", firstName: " ", phone: "" }));
    expect(blank.body.errors?.[0]).toMatchObject({
      message: "input.firstName: First name is required; input.phone: Phone number is required",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const malformed = await signup(form({ email: "not-an-email" }));
    expect(malformed.body.errors?.[0]?.message).toBe("input.email: Enter a valid email address");
    const mismatch = await signup(form({ email: "mismatch@example.com", confirmPassword: "different" }));
    expect(mismatch.body.errors).toBeUndefined();
  });

  it("hints at the demo student only where the demo accounts exist", async () => {
    const res = await restClient(app.fastify).graphql("{ demoStudentHint }");
    expect((res.body as Body).data).toEqual({ demoStudentHint: `Demo student: ${demo.student.email} / ${demo.student.password}` });
    const production = await buildApp({ db: seeded.db, production: true, webDist: "/nonexistent", logger: false, sessionSecret: SECRET });
    try {
      const hidden = await restClient(production.fastify).graphql("{ demoStudentHint }");
      expect((hidden.body as Body).data).toEqual({ demoStudentHint: null });
    } finally {
      await production.fastify.close();
    }
  });
});
