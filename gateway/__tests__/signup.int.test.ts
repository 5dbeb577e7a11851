import { verify } from "@node-rs/argon2";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { testRedis } from "../testing/counterSetups.js";
import { restClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../testing/testApp.js";
// This suite signs up many times from one address; the limit itself is tested below with its own.
const ROOMY_SIGNUP_LIMITS = { perAddress: { max: 1000, windowMs: 3_600_000 } };

const SIGNUP = /* GraphQL */ `
  mutation ($input: StudentSignupInput!) {
    studentSignup(input: $input) {
      email
      firstName
      isActive
      course {
        databaseId
        title
      }
    }
  }
`;

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

const courseId = (id: number) => Buffer.from(`Course:${id}`).toString("base64");

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
  const app = useTestApp(kind, {
    demoAccounts: true,
    settings: { demoAccounts: demo, signupLimits: ROOMY_SIGNUP_LIMITS },
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
    expect(body.data?.studentSignup).toEqual({
      email: "dana.okafor@example.com",
      firstName: "Dana",
      isActive: false,
      course: null,
    });
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: "dana.okafor@example.com" } });
    expect(user).toMatchObject({
      role: "STUDENT",
      isActive: false,
      firstName: "Dana",
      lastName: "Okafor",
      phone: "+1 555 0100",
      experience: "SOME",
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(user.passwordHash!, "Dana!2026")).toBe(true);
    expect(((await client.graphql("{ viewer { role } }")).body as Body).data).toEqual({ viewer: null });
  });

  it("keeps the new student out until an admin enables the account", async () => {
    await signup(form({ email: "waiting@example.com" }));
    const login = `mutation ($input: StudentLoginInput!) { studentLogin(input: $input) { student { email } } }`;
    const credentials = { email: "waiting@example.com", password: "Dana!2026" };
    const refused = await restClient(app.fastify).graphql(login, { input: credentials });
    expect(refused.status).toBe(401);
    expect((refused.body as Body).errors?.[0]?.message).toBe("Invalid credentials");
    await app.prisma.user.update({ where: { email: "waiting@example.com" }, data: { isActive: true } });
    const accepted = await restClient(app.fastify).graphql(login, { input: credentials });
    expect((accepted.body as Body).data).toEqual({ studentLogin: { student: { email: "waiting@example.com" } } });
  });

  it("records interest in the course whose Enroll Now link led to the form", async () => {
    const { body } = await signup(form({ email: "interested@example.com", courseId: courseId(2) }));
    expect(body.data?.studentSignup).toMatchObject({ course: { databaseId: 2, title: "IT Security Engineering" } });
    const user = await app.prisma.user.findUniqueOrThrow({
      where: { email: "interested@example.com" },
      include: { courseInterests: true },
    });
    expect(user.courseInterests.map((i) => i.courseId)).toEqual([2]);
  });

  it("refuses an unknown course and creates nothing", async () => {
    const { body } = await signup(form({ email: "nocourse@example.com", courseId: courseId(999) }));
    expect(body.errors?.[0]).toMatchObject({
      message: "input.courseId: Unknown course",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await app.prisma.user.findUnique({ where: { email: "nocourse@example.com" } })).toBeNull();
  });

  it("refuses an e-mail address that is taken, whatever its case and kind of account", async () => {
    for (const email of [demo.student.email.toUpperCase(), demo.admin.email, "dana.okafor@example.com"]) {
      const { body } = await signup(form({ email }));
      expect(body.errors?.[0]).toMatchObject({
        message: "An account with this email already exists",
        extensions: { code: "CONFLICT" },
      });
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

  it("refuses a short, a common, or the e-mail's own password beside the password field, and creates nothing", async () => {
    const cases = [
      ["Sh0rt!", "input.password: Password must be at least 8 characters"],
      ["Password123", "input.password: This password is too common. Choose another."],
      ["QWERTYUIOP", "input.password: This password is too common. Choose another."],
      ["Weak.Password@Example.com", "input.password: Password must not be the e-mail address or the part before its @"],
    ] as const;
    for (const [password, message] of cases) {
      const { status, body } = await signup(
        form({ email: "weak.password@example.com", password, confirmPassword: password }),
      );
      expect({ password, status, error: body.errors?.[0] }).toEqual({
        password,
        status: 200,
        error: expect.objectContaining({ message, extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }) }),
      });
    }
    expect(await app.prisma.user.findUnique({ where: { email: "weak.password@example.com" } })).toBeNull();
    // A long passphrase is welcome, up to 256 characters.
    const passphrase = "seven ravens over the quiet harbour at dawn, ".repeat(5).slice(0, 200);
    expect(
      (await signup(form({ email: "passphrase@example.com", password: passphrase, confirmPassword: passphrase }))).body
        .errors,
    ).toBeUndefined();
    const tooLong = "x".repeat(257);
    expect((await signup(form({ email: "too.long@example.com", password: tooLong }))).body.errors?.[0]?.message).toBe(
      "input.password: Password is too long",
    );
  });

  it("hints at the demo student only where the demo accounts exist", async () => {
    const res = await restClient(app.fastify).graphql("{ demoStudentHint }");
    expect((res.body as Body).data).toEqual({
      demoStudentHint: `Demo student: ${demo.student.email} / ${demo.student.password}`,
    });
    const production = await app.another({ settings: { production: true, demoAccounts: null } });
    const hidden = await restClient(production.fastify).graphql("{ demoStudentHint }");
    expect((hidden.body as Body).data).toEqual({ demoStudentHint: null });
  });
});

// Counters in memory; on PostgreSQL in Redis too when REDIS_URL is set (as replicas share them).
const limitCases = testDatabaseKinds.map(
  (kind) => [kind, kind === "postgres" && process.env.REDIS_URL ? "redis" : "memory"] as const,
);

describe.each(limitCases)("sign-up limit on %s (%s counters)", (kind, store) => {
  // The window is an hour: this run's counters are removed afterwards rather than left to expire.
  const { redis, cleanUp } = testRedis(store);
  const app = useTestApp(kind, {
    settings: {
      signupLimits: { perAddress: { max: 2, windowMs: 3_600_000 } },
      // The test's requests arrive through a proxy on this machine that names each client.
      trustProxy: ["loopback"],
      redis,
    },
  });
  afterAll(cleanUp);

  const signupFrom = async (address: string, email: string, password = "Dana!2026") => {
    const res = await app.fastify.inject({
      method: "POST",
      url: "/graphql",
      headers: { "x-forwarded-for": address, "content-type": "application/json" },
      payload: { query: SIGNUP, variables: { input: form({ email, password, confirmPassword: password }) } },
    });
    return { status: res.statusCode, retryAfter: res.headers["retry-after"], body: res.json() as Body };
  };

  it("answers RATE_LIMITED with HTTP 429 and Retry-After once an address has signed up too often, and spares other addresses", async () => {
    expect((await signupFrom("203.0.113.50", "first@example.com")).body.errors).toBeUndefined();
    // Attempts that reach the server count whatever their outcome (here: an address that is taken)…
    expect((await signupFrom("203.0.113.50", "first@example.com")).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const refused = await signupFrom("203.0.113.50", "third@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many sign-ups from this address\. Try again in \d+ minutes\.$/),
      extensions: { code: "RATE_LIMITED", retryAfter: Number(refused.retryAfter) },
    });
    expect(await app.prisma.user.findUnique({ where: { email: "third@example.com" } })).toBeNull();
    // …but a form the rules refuse does not use up the allowance of someone fixing a typo.
    for (let i = 0; i < 3; i++)
      expect((await signupFrom("198.51.100.60", "typo@example.com", "short")).body.errors?.[0]?.extensions?.code).toBe(
        "BAD_USER_INPUT",
      );
    expect((await signupFrom("198.51.100.60", "typo@example.com")).body.errors).toBeUndefined();
  });
});
