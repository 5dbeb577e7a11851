// Issue 23 item 10: the REST layer's OpenAPI document is the one clients can trust. Every route of the
// table is called, with requests it accepts and requests it refuses, and every answer is checked
// against the document the gateway serves (ajv, JSON Schema 2020-12).
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { COOKIE_NAME } from "../../session.js";
import { openApiContract } from "../../testing/openApiContract.js";
import { sessionCookieFor } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";
import type { OpenApiDocument } from "../openapi.js";
import { endpoints } from "../routes.js";

type Caller = "anonymous" | "community" | "student" | "admin";
type Call = {
  caller: Caller;
  /** The concrete path; `route` names its template. */
  path: string;
  body?: unknown;
  /** Sent as it is, with this content type (a refusal of what is not JSON). */
  raw?: { type: string; payload: string };
  status: number;
};

/** Routes no caller can get an error answer from (public reads without parameters). */
const NEVER_REFUSING = ["GET /api/stats/discussions"];

describe("the REST layer's OpenAPI document", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  const cookies: Record<Caller, string> = { anonymous: "", community: "", student: "", admin: "" };
  let document: OpenApiDocument;
  let contract: ReturnType<typeof openApiContract>;

  const send = async (method: string, call: Omit<Call, "status">, cookie = cookies[call.caller]) =>
    app.fastify.inject({
      method: method as "GET",
      url: call.path,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(call.raw ? { "content-type": call.raw.type } : {}),
      },
      ...(call.raw ? { payload: call.raw.payload } : call.body === undefined ? {} : { payload: call.body as object }),
    });
  const sessionOf = (res: LightMyRequestResponse) => {
    const set = res.cookies.find((c) => c.name === COOKIE_NAME);
    return set ? `${COOKIE_NAME}=${set.value}` : "";
  };
  const signIn = async (path: string, credentials: { email: string; password: string }) => {
    const res = await send("POST", { caller: "anonymous", path, body: credentials }, "");
    expect(res.statusCode, res.body).toBe(200);
    return sessionOf(res);
  };

  beforeAll(async () => {
    const res = await app.fastify.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    document = res.json();
    contract = openApiContract(document);
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    cookies.community = await sessionCookieFor(TEST_SESSION_SECRET, alex);
    cookies.student = await signIn("/api/student/auth", demo.student);
    cookies.admin = await signIn("/api/admin/auth", demo.admin);
  });

  it("describes exactly the routes the table serves, as OpenAPI 3.1 with schemas ajv compiles", () => {
    expect(document.openapi).toBe("3.1.0");
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.url.replace(/:(\w+)/g, "{$1}")}`).sort());
    // Every body the table declares is in the document, with the fields its zod rule requires.
    const enrol = document.paths["/api/admin/enrollments"]!.post!;
    expect(enrol.requestBody).toMatchObject({ required: true });
    expect(document.components.schemas.PostAdminEnrollmentsBody).toMatchObject({
      type: "object",
      required: ["userId", "courseId"],
    });
    // A partial update may send nothing.
    expect(document.paths["/api/users/profile"]!.patch!.requestBody).toMatchObject({ required: false });
    expect(document.paths["/api/certificates/{code}/pdf"]!.get!.parameters).toEqual([
      { name: "code", in: "path", required: true, schema: { type: "string" } },
    ]);
    // The answers' shapes are strict: a field the document does not name fails the contract.
    expect(document.components.schemas.Student).toMatchObject({ additionalProperties: false });
  });

  it("every answer of every route, accepted or refused, fits the document", async () => {
    const studentOther = await app.prisma.user.create({
      data: { role: "STUDENT", email: "contract@student.test", firstName: "Contract", lastName: "Student" },
    });
    const course = await app.prisma.course.findFirstOrThrow();
    const certificate = await app.prisma.certificate.create({
      data: {
        code: "contract-certificate-code",
        userId: "seed-user-alex-chen-01",
        trackId: "infrastructure",
        recipientName: "Alex Chen",
        trackTitle: "IT Infrastructure Engineering",
      },
    });
    const discussion = await app.prisma.discussion.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    const wrongPassword = { email: "nobody-here@example.test", password: "not the password" };

    const calls: Record<string, Call[]> = {
      "GET /api/auth/user": [
        { caller: "community", path: "/api/auth/user", status: 200 },
        { caller: "anonymous", path: "/api/auth/user", status: 401 },
        { caller: "student", path: "/api/auth/user", status: 403 },
      ],
      "GET /api/me/export": [
        { caller: "community", path: "/api/me/export", status: 200 },
        { caller: "anonymous", path: "/api/me/export", status: 401 },
      ],
      "GET /api/certificates/:code/pdf": [
        { caller: "anonymous", path: `/api/certificates/${certificate.code}/pdf`, status: 200 },
        { caller: "anonymous", path: "/api/certificates/no-such-code/pdf", status: 404 },
      ],
      "GET /api/lessons/:slug/slides.pdf": [
        { caller: "anonymous", path: "/api/lessons/it-fundamentals/slides.pdf", status: 200 },
        { caller: "anonymous", path: "/api/lessons/no-such-page/slides.pdf", status: 404 },
      ],
      "GET /api/users/online": [
        { caller: "community", path: "/api/users/online", status: 200 },
        { caller: "anonymous", path: "/api/users/online", status: 401 },
      ],
      "GET /api/stats/discussions": [{ caller: "anonymous", path: "/api/stats/discussions", status: 200 }],
      "POST /api/discussions": [
        {
          caller: "community",
          path: "/api/discussions",
          body: { title: "Contract check", content: "Does the answer fit?", categoryId: "lab", isUrgent: true },
          status: 201,
        },
        { caller: "community", path: "/api/discussions", body: { title: 3 }, status: 400 },
        {
          caller: "community",
          path: "/api/discussions",
          raw: { type: "application/xml", payload: "<a/>" },
          status: 415,
        },
        {
          caller: "community",
          path: "/api/discussions",
          raw: { type: "application/json", payload: "{not json" },
          status: 400,
        },
        {
          caller: "anonymous",
          path: "/api/discussions",
          body: { title: "t", content: "c", categoryId: "lab" },
          status: 401,
        },
      ],
      "POST /api/likes": [
        { caller: "community", path: "/api/likes", body: { discussionId: discussion.id }, status: 201 },
        { caller: "community", path: "/api/likes", body: {}, status: 400 },
        { caller: "admin", path: "/api/likes", body: { discussionId: discussion.id }, status: 403 },
      ],
      "PATCH /api/users/profile": [
        {
          caller: "community",
          path: "/api/users/profile",
          body: { bio: "Checked against the contract." },
          status: 200,
        },
        { caller: "community", path: "/api/users/profile", body: {}, status: 200 },
        { caller: "community", path: "/api/users/profile", body: { specialization: "Knitting" }, status: 400 },
        { caller: "anonymous", path: "/api/users/profile", body: { bio: "x" }, status: 401 },
      ],
      "POST /api/student/auth": [
        { caller: "anonymous", path: "/api/student/auth", body: demo.student, status: 200 },
        { caller: "anonymous", path: "/api/student/auth", body: { email: demo.student.email }, status: 400 },
        { caller: "anonymous", path: "/api/student/auth", body: wrongPassword, status: 401 },
      ],
      "GET /api/student/user": [
        { caller: "student", path: "/api/student/user", status: 200 },
        { caller: "anonymous", path: "/api/student/user", status: 401 },
        { caller: "community", path: "/api/student/user", status: 403 },
      ],
      "GET /api/student/enrollments": [
        { caller: "student", path: "/api/student/enrollments", status: 200 },
        { caller: "anonymous", path: "/api/student/enrollments", status: 401 },
      ],
      "GET /api/admin/students": [
        { caller: "admin", path: "/api/admin/students", status: 200 },
        { caller: "student", path: "/api/admin/students", status: 403 },
      ],
      "GET /api/admin/students.csv": [
        { caller: "admin", path: "/api/admin/students.csv?status=active&sort=name", status: 200 },
        { caller: "admin", path: "/api/admin/students.csv?sort=nonsense", status: 400 },
        { caller: "student", path: "/api/admin/students.csv", status: 403 },
        { caller: "anonymous", path: "/api/admin/students.csv", status: 401 },
      ],
      "GET /api/admin/courses": [
        { caller: "admin", path: "/api/admin/courses", status: 200 },
        { caller: "anonymous", path: "/api/admin/courses", status: 401 },
      ],
      "POST /api/admin/auth": [
        { caller: "anonymous", path: "/api/admin/auth", body: demo.admin, status: 200 },
        { caller: "anonymous", path: "/api/admin/auth", body: { ...demo.admin, password: "wrong" }, status: 401 },
      ],
      "PUT /api/admin/students/:id/status": [
        {
          caller: "admin",
          path: `/api/admin/students/${studentOther.id}/status`,
          body: { isActive: true },
          status: 200,
        },
        {
          caller: "admin",
          path: `/api/admin/students/${studentOther.id}/status`,
          body: { isActive: "yes" },
          status: 400,
        },
        { caller: "admin", path: "/api/admin/students/no-such-student/status", body: { isActive: true }, status: 404 },
        // The router's refusal of a malformed path answers { message } too.
        { caller: "admin", path: "/api/admin/students/%/status", body: { isActive: true }, status: 400 },
      ],
      "PUT /api/admin/students/:id/password": [
        {
          caller: "admin",
          path: `/api/admin/students/${studentOther.id}/password`,
          body: { password: "Contract-Checked!2026-long" },
          status: 200,
        },
        { caller: "admin", path: `/api/admin/students/${studentOther.id}/password`, body: {}, status: 400 },
        {
          caller: "student",
          path: `/api/admin/students/${studentOther.id}/password`,
          body: { password: "Contract-Checked!2026-long" },
          status: 403,
        },
      ],
      "POST /api/admin/enrollments": [
        {
          caller: "admin",
          path: "/api/admin/enrollments",
          body: { userId: studentOther.id, courseId: course.id },
          status: 201,
        },
        {
          caller: "admin",
          path: "/api/admin/enrollments",
          body: { userId: studentOther.id, courseId: course.id },
          status: 409,
        },
        {
          caller: "admin",
          path: "/api/admin/enrollments",
          body: { userId: studentOther.id, courseId: 1.5 },
          status: 400,
        },
      ],
      // Last: these end sessions (their callers sign in afresh, below).
      "POST /api/student/logout": [
        { caller: "student", path: "/api/student/logout", status: 200 },
        { caller: "community", path: "/api/student/logout", status: 403 },
      ],
      "POST /api/admin/logout": [
        { caller: "admin", path: "/api/admin/logout", status: 200 },
        { caller: "student", path: "/api/admin/logout", status: 403 },
      ],
    };
    expect(Object.keys(calls).sort()).toEqual(endpoints.map((e) => `${e.method} ${e.url}`).sort());

    const problems: string[] = [];
    for (const [route, routeCalls] of Object.entries(calls)) {
      const [method, template] = route.split(" ") as [string, string];
      expect(
        routeCalls.some((c) => c.status < 300),
        `${route} has an accepted call`,
      ).toBe(true);
      if (!NEVER_REFUSING.includes(route))
        expect(
          routeCalls.some((c) => c.status >= 400),
          `${route} has a refused call`,
        ).toBe(true);
      for (const call of routeCalls) {
        // Sessions the logouts end are opened afresh for each of their calls.
        const cookie =
          route.endsWith("/logout") && call.caller === "student"
            ? await signIn("/api/student/auth", demo.student)
            : route.endsWith("/logout") && call.caller === "admin"
              ? await signIn("/api/admin/auth", demo.admin)
              : undefined;
        const res = await send(method, call, cookie);
        expect(res.statusCode, `${route} as ${call.caller}: ${res.body.slice(0, 300)}`).toBe(call.status);
        problems.push(
          ...contract.problems(method, template, {
            status: res.statusCode,
            headers: res.headers,
            body: res.rawPayload,
          }),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers too many failed sign-ins with 429, Retry-After and a message the document allows", async () => {
    const attempt = () =>
      app.fastify.inject({
        method: "POST",
        url: "/api/admin/auth",
        headers: { "x-forwarded-for": "203.0.113.23" },
        payload: { email: "throttled@example.test", password: "wrong password" },
      });
    let res = await attempt();
    for (let i = 0; i < 20 && res.statusCode !== 429; i += 1) res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      contract.problems("POST", "/api/admin/auth", { status: 429, headers: res.headers, body: res.rawPayload }),
    ).toEqual([]);
  });

  it("refuses what the document does not allow: the check can fail", () => {
    const headers = { "content-type": "application/json; charset=utf-8" };
    const problems = (status: number, body: unknown, more: Record<string, unknown> = {}) =>
      contract.problems("GET", "/api/admin/courses", {
        status,
        headers: { ...headers, ...more },
        body: JSON.stringify(body),
      });
    const course = {
      id: 1,
      title: "t",
      description: "d",
      price: 1,
      duration: "1 weeks",
      totalLessons: 1,
      isActive: true,
    };
    expect(problems(200, [course])).toEqual([]);
    expect(problems(200, [{ ...course, id: "1" }]).join()).toMatch(/\/0\/id must be integer/);
    expect(problems(200, [{ ...course, secret: "x" }]).join()).toMatch(/additional properties/);
    expect(problems(200, { message: "x" }).join()).toMatch(/must be array/);
    expect(problems(401, { error: "x" }).join()).toMatch(/must have required property 'message'/);
    expect(problems(301, [course]).join()).toMatch(/status 301 is not documented/);
    expect(problems(200, [course], { "content-type": "text/html" }).join()).toMatch(/content type "text\/html"/);
    expect(contract.problems("GET", "/api/me/export", { status: 200, headers, body: "{}" }).join()).toMatch(
      /no content-disposition header/,
    );
  });
});

describe("the REST layer's explorer", () => {
  const app = useTestApp("pglite");

  it("renders the document at /api/docs from this origin's files only", async () => {
    const page = await app.fastify.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/|src="\/\/|href="\/\//);
    // No inline script: the site's policy (script-src 'self') holds on this page too.
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self'/);
    const files = [...page.body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(files).toEqual([
      "/api/docs/favicon-32x32.png",
      "/api/docs/swagger-ui.css",
      "/api/docs/swagger-ui-bundle.js",
      "/api/docs/start.js",
    ]);
    for (const file of files) {
      const res = await app.fastify.inject({ method: "GET", url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.rawPayload.length, file).toBeGreaterThan(100);
    }
    const start = await app.fastify.inject({ method: "GET", url: "/api/docs/start.js" });
    expect(start.body).toContain('url: "/api/openapi.json"');
    expect((await app.fastify.inject({ method: "GET", url: "/api/docs/index.html" })).statusCode).toBe(404);
    expect((await app.fastify.inject({ method: "GET", url: "/api/docs/..%2Fpackage.json" })).statusCode).toBe(404);
  });
});

describe("the REST layer's explorer in production", () => {
  const app = useTestApp("pglite", { settings: { production: true } });

  it("is not served; the document still is", async () => {
    const page = await app.fastify.inject({ method: "GET", url: "/api/docs", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: "Not Found" });
    expect((await app.fastify.inject({ method: "GET", url: "/api/docs/swagger-ui-bundle.js" })).statusCode).toBe(404);
    const doc = await app.fastify.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: "3.1.0" });
  });
});
