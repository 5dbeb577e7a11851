import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

const HOST = "academy.test";
const EVIL = "https://evil.example";
const refused = { message: "Cross-site request refused" };

describe("cross-site request refusal", () => {
  const app = useTestApp("pglite", {
    demoAccounts: true,
    settings: {
      trustProxy: ["loopback"],
    },
  });
  let cookie: string;
  let studentId: string;
  const studentGlobalId = () => Buffer.from(`Student:${studentId}`).toString("base64");
  const deactivate = () =>
    `mutation { setStudentActive(input: { studentId: "${studentGlobalId()}", isActive: false }) { clientMutationId } }`;

  const send = async (
    method: InjectOptions["method"],
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ) => {
    const res = await app.fastify.inject({
      method,
      url,
      headers: { host: HOST, cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : undefined };
  };
  const isActive = async () => (await app.prisma.user.findUniqueOrThrow({ where: { id: studentId } })).isActive;

  beforeAll(async () => {
    // Behind a proxy on this machine, whose X-Forwarded-* count (TRUST_PROXY).
    cookie = await sessionCookieFor(
      TEST_SESSION_SECRET,
      await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } }),
    );
    studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
  });

  it("refuses a GraphQL mutation with a forged Origin and changes nothing", async () => {
    for (const origin of [EVIL, "null", `http://${HOST}.evil.example`, `https://${HOST}`, `http://${HOST}:8080`]) {
      const res = await send(
        "POST",
        "/graphql",
        { origin, "content-type": "application/json" },
        JSON.stringify({ query: deactivate() }),
      );
      expect({ origin, ...res }).toEqual({ origin, status: 403, body: refused });
    }
    expect(await isActive()).toBe(true);
  });

  it("refuses a cross-site form post to /graphql (urlencoded and text/plain)", async () => {
    const form = `query=${encodeURIComponent(deactivate())}`;
    expect(
      await send("POST", "/graphql", { origin: EVIL, "content-type": "application/x-www-form-urlencoded" }, form),
    ).toEqual({ status: 403, body: refused });
    const text = JSON.stringify({ query: deactivate() });
    expect(
      await send("POST", "/graphql", { "sec-fetch-site": "cross-site", "content-type": "text/plain" }, text),
    ).toEqual({ status: 403, body: refused });
    expect(await isActive()).toBe(true);
  });

  it("refuses a cross-site form post to a REST state change", async () => {
    const url = `/api/admin/students/${studentId}/status`;
    for (const method of ["PUT", "POST"] as const) {
      expect(
        await send(
          method,
          url,
          { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
          "isActive=false",
        ),
      ).toEqual({ status: 403, body: refused });
      expect(
        await send(method, url, { "sec-fetch-site": "cross-site", "content-type": "text/plain" }, "isActive=false"),
      ).toEqual({ status: 403, body: refused });
    }
    expect(await isActive()).toBe(true);
  });

  it("refuses every state-changing REST call with a forged Origin", async () => {
    const calls = [
      ["POST", "/api/discussions"],
      ["POST", "/api/likes"],
      ["PATCH", "/api/users/profile"],
      ["POST", "/api/student/auth"],
      ["POST", "/api/student/logout"],
      ["POST", "/api/admin/auth"],
      ["POST", "/api/admin/logout"],
      ["PUT", `/api/admin/students/${studentId}/status`],
      ["PUT", `/api/admin/students/${studentId}/password`],
      ["POST", "/api/admin/enrollments"],
      ["DELETE", "/api/anything"],
    ] as const;
    for (const [method, url] of calls) {
      const res = await send(method, url, { origin: EVIL, "content-type": "application/json" }, "{}");
      expect({ method, url, ...res }).toEqual({ method, url, status: 403, body: refused });
    }
  });

  it("lets same-origin and non-browser calls through, behind a proxy too", async () => {
    const body = (isActiveValue: boolean) =>
      JSON.stringify({
        query: `mutation { setStudentActive(input: { studentId: "${studentGlobalId()}", isActive: ${isActiveValue} }) { student { isActive } } }`,
      });
    const json = { "content-type": "application/json" };
    const ok = (active: boolean) => ({
      status: 200,
      body: { data: { setStudentActive: { student: { isActive: active } } } },
    });
    expect(
      await send(
        "POST",
        "/graphql",
        { ...json, origin: `http://${HOST}`, "sec-fetch-site": "same-origin" },
        body(false),
      ),
    ).toEqual(ok(false));
    expect(await send("POST", "/graphql", { ...json, "sec-fetch-site": "same-origin" }, body(true))).toEqual(ok(true));
    expect(await send("POST", "/graphql", json, body(false))).toEqual(ok(false));
    const proxied = { ...json, "x-forwarded-proto": "https", "x-forwarded-host": "cyberlab.example" };
    expect(await send("POST", "/graphql", { ...proxied, origin: "https://cyberlab.example" }, body(true))).toEqual(
      ok(true),
    );
    expect(await send("POST", "/graphql", { ...proxied, origin: `http://${HOST}` }, body(false))).toEqual({
      status: 403,
      body: refused,
    });
    expect(await isActive()).toBe(true);
    const rest = await send(
      "PUT",
      `/api/admin/students/${studentId}/status`,
      { ...json, origin: `http://${HOST}` },
      JSON.stringify({ isActive: true }),
    );
    expect(rest.status).toBe(200);
  });

  it("refuses GraphQL mutations sent as GET and leaves cross-site reads alone", async () => {
    const res = await send("GET", `/graphql?query=${encodeURIComponent(deactivate())}`, { accept: "application/json" });
    expect(res.status).toBe(405);
    expect(await isActive()).toBe(true);
    expect((await send("GET", "/api/admin/courses", { "sec-fetch-site": "cross-site" })).status).toBe(200);
  });

  it("does not touch the embedded OIDC provider's paths", async () => {
    const res = await send(
      "POST",
      "/oidc/token",
      { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      "grant_type=x",
    );
    expect(res.body).not.toEqual(refused);
  });
});
