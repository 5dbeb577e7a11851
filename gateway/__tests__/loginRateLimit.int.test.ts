import { afterAll, describe, expect, it } from "vitest";
import { testRedis } from "../testing/counterSetups.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../testing/testApp.js";

const limits = { perAccountAndAddress: { max: 3, windowMs: 60_000 }, perAddress: { max: 6, windowMs: 60_000 } };
// Counters in memory, and in Redis too when REDIS_URL is set (every replica then counts together).
const stores = process.env.REDIS_URL ? (["memory", "redis"] as const) : (["memory"] as const);

describe.each(stores)("sign-in limits (%s counters)", (store) => {
  const { redis, cleanUp } = testRedis(store);
  const app = useTestApp("pglite", {
    demoAccounts: true,
    settings: { loginLimits: limits, redis, trustProxy: ["loopback"] },
  });
  afterAll(cleanUp);

  const from = (address: string) => ({
    rest: (path: string, email: string, password: string) =>
      app.fastify.inject({
        method: "POST",
        url: path,
        headers: { "x-forwarded-for": address },
        payload: { email, password },
      }),
    graphql: (email: string, password: string) =>
      app.fastify.inject({
        method: "POST",
        url: "/graphql",
        headers: { "x-forwarded-for": address, "content-type": "application/json" },
        payload: {
          query: "mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { viewer { role } } }",
          variables: { input: { email, password } },
        },
      }),
  });

  it("answers 429 with Retry-After once an account has failed too often from one address, and spares its owner elsewhere", async () => {
    const attacker = from("203.0.113.7");
    for (let i = 0; i < 3; i++)
      expect((await attacker.rest("/api/student/auth", demo.student.email, "wrong")).statusCode).toBe(401);
    const refused = await attacker.rest("/api/student/auth", demo.student.email, demo.student.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ (second|minute)s?\.$/),
    });
    // The real student, from their own address, still signs in.
    expect(
      (await from("198.51.100.20").rest("/api/student/auth", demo.student.email, demo.student.password)).statusCode,
    ).toBe(200);
  });

  it("refuses over GraphQL with code RATE_LIMITED and HTTP 429, and limits an address across accounts", async () => {
    const sprayer = from("203.0.113.99");
    for (const n of [1, 2, 3, 4, 5, 6])
      expect((await sprayer.graphql(`admin${n}@example.com`, "guess")).statusCode).toBe(401);
    const refused = await sprayer.graphql(demo.admin.email, demo.admin.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().errors[0].extensions).toMatchObject({ code: "RATE_LIMITED" });
    expect((await sprayer.rest("/api/admin/auth", demo.admin.email, demo.admin.password)).statusCode).toBe(429);
    expect((await from("198.51.100.21").graphql(demo.admin.email, demo.admin.password)).json()).toEqual({
      data: { adminLogin: { viewer: { role: "ADMIN" } } },
    });
  });
});
