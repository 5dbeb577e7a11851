import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoCommunityAccount } from "../../../schema/auth/communityUser.js";
import { formAction, TestBrowser } from "../../oidc/__tests__/browser.js";
import { counterSetups, testRedis } from "../../testing/counterSetups.js";
import { openGraphqlWs } from "../../testing/graphqlWs.js";
import { sessionCookieFor } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";

const LOGIN_LIMITS = { perAccountAndAddress: { max: 3, windowMs: 60_000 }, perAddress: { max: 8, windowMs: 60_000 } };
const SIGNUP_LIMITS = { perAddress: { max: 2, windowMs: 60_000 } };

/** What a client can tell from one attempt, whatever the transport. */
type Outcome = "signed in" | "wrong password" | "rate limited" | "needs HTTP" | "created";

const STUDENT_LOGIN = "mutation ($input: StudentLoginInput!) { studentLogin(input: $input) { student { email } } }";
const ADMIN_LOGIN = "mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { clientMutationId } }";
const SIGNUP = "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { email } }";
const signupForm = (email: string) => ({
  firstName: "Rate",
  lastName: "Limit",
  email,
  phone: "555 0100",
  experience: "BEGINNER",
  password: "Signup!2026",
  confirmPassword: "Signup!2026",
});

type Body = { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };

function graphqlOutcome(status: number, body: Body): Outcome {
  const code = body.errors?.[0]?.extensions?.code;
  if (code === "RATE_LIMITED") {
    expect(status).toBe(429);
    return "rate limited";
  }
  if (code === "HTTP_REQUIRED") return "needs HTTP";
  if (code === "UNAUTHENTICATED") return "wrong password";
  if (body.errors) throw new Error(`unexpected answer ${status} ${JSON.stringify(body)}`);
  return body.data?.studentSignup ? "created" : "signed in";
}

describe.each(counterSetups)("sign-in and sign-up limits on every transport (%s, counters in %s)", (kind, store) => {
  const { redis, cleanUp } = testRedis(store);
  const app = useTestApp(kind, {
    demoAccounts: true,
    settings: {
      loginLimits: LOGIN_LIMITS,
      signupLimits: SIGNUP_LIMITS,
      redis,
      oidc: {},
      // Each test is a client of its own behind a proxy on this machine (X-Forwarded-For).
      trustProxy: ["loopback"],
    },
  });
  let url: string;
  const community = { email: "limits.member@community.cyberlab.academy", password: "Member!2026" };

  beforeAll(async () => {
    await ensureDemoCommunityAccount(app.prisma, community);
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await cleanUp();
  });

  const graphqlHttp = async (address: string, query: string, variables: Record<string, unknown>) => {
    const res = await app.fastify.inject({
      method: "POST",
      url: "/graphql",
      headers: { "x-forwarded-for": address, "content-type": "application/json" },
      payload: { query, variables },
    });
    return graphqlOutcome(res.statusCode, res.json() as Body);
  };

  const rest = async (address: string, path: string, email: string, password: string): Promise<Outcome> => {
    const res = await app.fastify.inject({
      method: "POST",
      url: path,
      headers: { "x-forwarded-for": address },
      payload: { email, password },
    });
    if (res.statusCode === 429) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      return "rate limited";
    }
    return (
      ({ 200: "signed in", 401: "wrong password" } as const)[res.statusCode as 200 | 401] ??
      fail(`REST ${path} answered ${res.statusCode}`)
    );
  };

  const oidcForm = async (address: string, email: string, password: string): Promise<Outcome> => {
    const browser = new TestBrowser(url);
    const { response, url: pageUrl } = await browser.follow("/api/login");
    const action = new URL(formAction(await response.text()), pageUrl).href;
    const res = await browser.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
      body: new URLSearchParams({ email, password }).toString(),
    });
    if (res.status === 429) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // The wait is on the form, with what the user typed kept.
      const html = await res.text();
      expect(html).toMatch(/role="alert">Too many sign-in attempts\. Try again in \d+ (second|minute)s?\.<\/p>/);
      expect(html).toContain(`value="${email}"`);
      return "rate limited";
    }
    return (
      ({ 303: "signed in", 401: "wrong password" } as const)[res.status as 303 | 401] ??
      fail(`OIDC form answered ${res.status}`)
    );
  };

  const websocket = async (address: string, query: string, variables: Record<string, unknown>, cookie?: string) => {
    const ws = await openGraphqlWs(url, { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) });
    try {
      return graphqlOutcome(0, await ws.run(query, variables));
    } finally {
      ws.close();
    }
  };

  /** Each way in, as a function of (client address, e-mail, password). */
  const passwordTransports = {
    "studentLogin over HTTP GraphQL": {
      account: demo.student,
      attempt: (a: string, email: string, password: string) =>
        graphqlHttp(a, STUDENT_LOGIN, { input: { email, password } }),
    },
    "studentLogin over REST": {
      account: demo.student,
      attempt: (a: string, email: string, password: string) => rest(a, "/api/student/auth", email, password),
    },
    "adminLogin over HTTP GraphQL": {
      account: demo.admin,
      attempt: (a: string, email: string, password: string) =>
        graphqlHttp(a, ADMIN_LOGIN, { input: { email, password } }),
    },
    "adminLogin over REST": {
      account: demo.admin,
      attempt: (a: string, email: string, password: string) => rest(a, "/api/admin/auth", email, password),
    },
    "community sign-in over the OpenID form": { account: community, attempt: oidcForm },
  };

  let nextAddress = 10;
  const freshAddress = () => `198.51.100.${nextAddress++}`;

  describe.each(Object.entries(passwordTransports))("%s", (_name, { account, attempt }) => {
    it("checks passwords until the limit, then answers 429 / RATE_LIMITED even to the right password; another address still signs in", async () => {
      const address = freshAddress();
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.max; i++)
        expect(await attempt(address, account.email, "wrong password")).toBe("wrong password");
      expect(await attempt(address, account.email, account.password)).toBe("rate limited");
      expect(await attempt(freshAddress(), account.email, account.password)).toBe("signed in");
    });
  });

  it("studentSignup over HTTP GraphQL: the sign-up limit answers 429 / RATE_LIMITED", async () => {
    const address = freshAddress();
    expect(await graphqlHttp(address, SIGNUP, { input: signupForm("first.limit@example.com") })).toBe("created");
    expect(await graphqlHttp(address, SIGNUP, { input: signupForm("second.limit@example.com") })).toBe("created");
    expect(await graphqlHttp(address, SIGNUP, { input: signupForm("third.limit@example.com") })).toBe("rate limited");
    expect(await app.prisma.user.count({ where: { email: "third.limit@example.com" } })).toBe(0);
  });

  it("counts one limit per account and address across HTTP GraphQL, REST and the OpenID form", async () => {
    const address = freshAddress();
    // The community member's address typed into the student forms counts against the same account.
    expect(await graphqlHttp(address, STUDENT_LOGIN, { input: { email: community.email, password: "guess 1" } })).toBe(
      "wrong password",
    );
    expect(await rest(address, "/api/student/auth", community.email, "guess 2")).toBe("wrong password");
    expect(await oidcForm(address, community.email, "guess 3")).toBe("wrong password");
    expect(await oidcForm(address, community.email, community.password)).toBe("rate limited");
  });

  it("refuses sign-in, sign-up and sign-out over WebSocket with HTTP_REQUIRED, checks no password and counts nothing", async () => {
    const address = freshAddress();
    for (let i = 0; i < 40; i++) {
      expect(
        await websocket(address, STUDENT_LOGIN, { input: { email: demo.student.email, password: `wrong ${i}` } }),
      ).toBe("needs HTTP");
    }
    // The right password too: no INTERNAL_SERVER_ERROR, no session half-written.
    expect(await websocket(address, STUDENT_LOGIN, { input: demo.student })).toBe("needs HTTP");
    expect(await websocket(address, ADMIN_LOGIN, { input: demo.admin })).toBe("needs HTTP");
    for (let i = 0; i < SIGNUP_LIMITS.perAddress.max + 3; i++) {
      expect(await websocket(address, SIGNUP, { input: signupForm(`ws.signup.${i}@example.com`) })).toBe("needs HTTP");
    }
    expect(await app.prisma.user.count({ where: { email: { startsWith: "ws.signup." } } })).toBe(0);
    // Nothing was counted: the same address still has its whole allowance over HTTP.
    expect(await graphqlHttp(address, STUDENT_LOGIN, { input: demo.student })).toBe("signed in");
    expect(await graphqlHttp(address, SIGNUP, { input: signupForm("after.ws@example.com") })).toBe("created");
  });

  it("refuses logout over WebSocket without ending the user's sessions", async () => {
    const student = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    const cookie = await sessionCookieFor(TEST_SESSION_SECRET, student);
    const ws = await openGraphqlWs(url, { cookie });
    try {
      for (const mutation of [
        "mutation { logout(input: {}) { clientMutationId } }",
        "mutation { studentLogout(input: {}) { clientMutationId } }",
      ]) {
        const result = await ws.run(mutation);
        expect(result.errors?.map((e) => e.extensions?.code)).toEqual(["HTTP_REQUIRED"]);
      }
    } finally {
      ws.close();
    }
    const after = await app.prisma.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(after.sessionVersion).toBe(student.sessionVersion);
  });
});

function fail(message: string): never {
  throw new Error(message);
}
