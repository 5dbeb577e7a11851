import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

const PUBLIC_URL = "https://academy.example";
const refusedBody = JSON.stringify({ message: "Cross-site request refused" });

type Outcome = { status: number; body: string } | { onlineUsers: string[] } | { errorCodes: unknown[] };

/**
 * Opens graphql-ws on /graphql with these upgrade headers, as a browser page would (cookie
 * included), and subscribes to who is online: either the subscription's first result, or the
 * HTTP answer that refused the upgrade.
 */
function subscribeWith(url: string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers });
    ws.on("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        payload?: {
          data?: { onlineUsers: { firstName: string }[] } | null;
          errors?: { extensions?: { code?: unknown } }[];
        };
      };
      if (message.type === "connection_ack") {
        ws.send(
          JSON.stringify({
            id: "1",
            type: "subscribe",
            payload: { query: "subscription { onlineUsers { firstName } }" },
          }),
        );
      } else if (message.type === "next" && message.payload?.errors) {
        resolve({ errorCodes: message.payload.errors.map((e) => e.extensions?.code) });
        ws.close();
      } else if (message.type === "next") {
        resolve({ onlineUsers: (message.payload?.data?.onlineUsers ?? []).map((u) => u.firstName) });
        ws.close();
      } else {
        reject(new Error(`unexpected graphql-ws message ${String(data)}`));
      }
    });
    ws.on("close", (code, reason) => reject(new Error(`closed ${code} ${String(reason)}`)));
    ws.on("error", reject);
  });
}

describe("graphql-ws upgrades and their Origin", () => {
  const app = useTestApp("pglite", {
    settings: {
      oidc: {},
      publicUrl: PUBLIC_URL,
      trustProxy: ["loopback"],
    },
  });
  let url: string;
  let cookie: string;
  let otherMember: string;

  beforeAll(async () => {
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    const cookieOf = async (id: string) =>
      sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id } }));
    cookie = await cookieOf("seed-user-alex-chen-01");
    otherMember = await cookieOf("seed-user-maria-garcia-02");
  });

  it("refuses a page on another site with 403 before any subscription runs, even with the member's cookie", async () => {
    const port = new URL(url).port;
    for (const origin of [
      "https://evil.example",
      "null",
      `http://127.0.0.1.evil.example:${port}`,
      `https://127.0.0.1:${port}`,
      "http://127.0.0.1:1",
    ]) {
      expect({ origin, outcome: await subscribeWith(url, { origin, cookie }) }).toEqual({
        origin,
        outcome: { status: 403, body: refusedBody },
      });
    }
    // The refused attempts did not put the member online: another member sees only herself.
    expect(await subscribeWith(url, { cookie: otherMember })).toEqual({ onlineUsers: ["Maria"] });
  });

  it("serves the site's own pages, with the member signed in", async () => {
    expect(await subscribeWith(url, { origin: url, cookie })).toEqual({ onlineUsers: ["Alex"] });
  });

  it("serves the configured public origin and the origin the proxy reports, and nothing else behind the proxy", async () => {
    expect(await subscribeWith(url, { origin: PUBLIC_URL, cookie })).toEqual({ onlineUsers: ["Alex"] });
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "learn.example", cookie };
    expect(await subscribeWith(url, { ...proxied, origin: "https://learn.example" })).toEqual({
      onlineUsers: ["Alex"],
    });
    expect(await subscribeWith(url, { ...proxied, origin: "http://learn.example" })).toEqual({
      status: 403,
      body: refusedBody,
    });
  });

  it("applies the same rule to HTTP state changes: the public origin may post, another site may not", async () => {
    const post = (origin: string) =>
      app.fastify.inject({
        method: "POST",
        url: "/graphql",
        headers: { origin, cookie, "content-type": "application/json" },
        payload: {
          query: 'mutation { updateProfile(input: { firstName: "Alex", lastName: "Chen" }) { profile { firstName } } }',
        },
      });
    const fromPublic = await post(PUBLIC_URL);
    expect({ status: fromPublic.statusCode, body: fromPublic.json() }).toEqual({
      status: 200,
      body: { data: { updateProfile: { profile: { firstName: "Alex" } } } },
    });
    const fromElsewhere = await post("https://evil.example");
    expect({ status: fromElsewhere.statusCode, body: fromElsewhere.body }).toEqual({ status: 403, body: refusedBody });
  });

  it("serves clients that send no Origin (integrators that are not browsers)", async () => {
    expect(await subscribeWith(url, { cookie })).toEqual({ onlineUsers: ["Alex"] });
  });

  it("treats a cookie that is not valid percent-encoding as no session (signed out), not as a server error", async () => {
    expect(await subscribeWith(url, { cookie: "cyberlab_session=%E0%A4%A" })).toEqual({
      errorCodes: ["UNAUTHENTICATED"],
    });
  });
});
