import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { App } from "../../app.js";
import { counterSetups, testRedis } from "../../testing/counterSetups.js";
import { sessionCookieFor } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";
import type { TrustProxySetting } from "../proxyTrust.js";

/** The status a WebSocket upgrade to /graphql gets with these headers (101: opened). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers });
    ws.on("unexpected-response", (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.on("open", () => {
      ws.close();
      resolve(101);
    });
    ws.on("error", reject);
  });
}

describe.each(counterSetups)("X-Forwarded-* headers (%s, counters in %s)", (kind, store) => {
  const { redis, cleanUp } = testRedis(store);
  const base = useTestApp(kind, { demoAccounts: true, settings: { redis } });
  // Gateways on the same database and counters, each trusting its own proxies.
  const gateway = (trustProxy: TrustProxySetting = false) => base.another({ settings: { redis, trustProxy } });
  afterAll(cleanUp);

  const signIn = (app: App, forwardedFor: string, password: string, extra: Record<string, string> = {}) =>
    app.fastify.inject({
      method: "POST",
      url: "/api/student/auth",
      headers: { "x-forwarded-for": forwardedFor, ...extra },
      payload: { email: demo.student.email, password },
    });

  describe("on a gateway reached directly (TRUST_PROXY unset)", () => {
    let app: App;
    let url: string;
    beforeAll(async () => {
      app = await gateway();
      url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    });

    it("a new X-Forwarded-For on each request does not reset the sign-in limit", async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 15; i++) statuses.push((await signIn(app, `203.0.113.${i}`, "wrong password")).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
      expect((await signIn(app, "203.0.113.99", demo.student.password)).statusCode).toBe(429);
    });

    it("a forged X-Forwarded-Host does not pass the cross-site check, over HTTP or WebSocket", async () => {
      const student = await base.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
      const cookie = await sessionCookieFor(TEST_SESSION_SECRET, student);
      const forged = {
        origin: "https://forged.example",
        "x-forwarded-host": "forged.example",
        "x-forwarded-proto": "https",
        cookie,
      };
      const post = await app.fastify.inject({
        method: "POST",
        url: "/graphql",
        headers: { ...forged, "content-type": "application/json" },
        payload: { query: "mutation { studentLogout(input: {}) { clientMutationId } }" },
      });
      expect({ status: post.statusCode, body: post.json() }).toEqual({
        status: 403,
        body: { message: "Cross-site request refused" },
      });
      expect(await upgradeStatus(url, forged)).toBe(403);
      // The gateway's real origin still works.
      expect(await upgradeStatus(url, { origin: url, cookie })).toBe(101);
    });

    it("a forged X-Forwarded-Proto neither marks the session cookie Secure nor sends HSTS", async () => {
      const res = await app.fastify.inject({
        method: "POST",
        url: "/api/admin/auth",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: demo.admin.email, password: demo.admin.password },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["set-cookie"])).toMatch(/^cyberlab_session=/);
      expect(String(res.headers["set-cookie"])).not.toMatch(/;\s*Secure/i);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  });

  describe("behind one proxy (TRUST_PROXY=1)", () => {
    it("counts the client the proxy names, whatever the client prepended, and trusts its X-Forwarded-Proto", async () => {
      const app = await gateway(1);
      for (let i = 1; i <= 10; i++)
        expect((await signIn(app, `6.6.6.${i}, 198.51.100.60`, "wrong password")).statusCode).toBe(401);
      expect((await signIn(app, "7.7.7.7, 198.51.100.60", demo.student.password)).statusCode).toBe(429);
      const other = await signIn(app, "198.51.100.61", demo.student.password, { "x-forwarded-proto": "https" });
      expect(other.statusCode).toBe(200);
      expect(String(other.headers["set-cookie"])).toMatch(/;\s*Secure/i);
    });
  });
});
