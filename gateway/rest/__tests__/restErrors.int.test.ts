// Uniform REST errors: every refusal answers { "message": … } in the REST client's terms (its own
// field names, never GraphQL's variables), Fastify's own refusals included; and PATCH
// /api/users/profile changes only the fields sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccountsFromEnv, ensureDemoStudentAndAdmin } from "../../../prisma/demoAccounts.js";
import { createSeededDatabase, type SeededDatabase } from "../../../schema/testing/seededDatabase.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { buildApp, type App } from "../../app.js";
import { restClient, sessionCookieFor } from "../../testing/restClient.js";

const SECRET = "rest-errors-test-secret-at-least-32-chars";
const demo = demoAccountsFromEnv({});

describe.each(testDatabaseKinds)("REST errors and partial updates on %s", (kind) => {
  let seeded: SeededDatabase;
  let app: App;
  let community: ReturnType<typeof restClient>;
  let admin: ReturnType<typeof restClient>;
  let studentId: string;

  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
    await ensureDemoStudentAndAdmin(seeded.db.prisma, demo);
    app = await buildApp({ db: seeded.db, production: false, webDist: "/nonexistent", logger: false, sessionSecret: SECRET });
    const alex = await seeded.db.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    community = restClient(app.fastify, await sessionCookieFor(SECRET, alex));
    admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    studentId = (await seeded.db.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
  });
  afterAll(async () => {
    await app.fastify.close();
    await seeded.close();
  });

  /** A raw request as a community member, for bodies restClient would not send. */
  const raw = async (method: "POST" | "PATCH" | "PUT", url: string, payload: string, contentType = "application/json") => {
    const res = await app.fastify.inject({ method, url, payload, headers: { cookie: community.cookie, "content-type": contentType } });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  describe("PATCH /api/users/profile takes a partial body", () => {
    const full = { firstName: "Alex", lastName: "Chen", bio: "Red team.", specialization: "Cryptography", skills: ["Nmap", "Burp"] };

    it("changes only the fields sent; the others keep their value", async () => {
      expect((await community.patch("/api/users/profile", full)).status).toBe(200);
      const res = await community.patch("/api/users/profile", { bio: "Blue team now." });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...full, bio: "Blue team now." });
      expect((await community.get("/api/auth/user")).body).toMatchObject({ ...full, bio: "Blue team now." });
      const cleared = await community.patch("/api/users/profile", { specialization: null });
      expect(cleared.body).toMatchObject({ ...full, bio: "Blue team now.", specialization: null });
    });

    it("answers an empty body {} with 200 and the profile unchanged (nothing sent, nothing changed)", async () => {
      const before = (await community.get("/api/auth/user")).body;
      const res = await community.patch("/api/users/profile", {});
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: before });
      expect((await community.get("/api/auth/user")).body).toEqual(before);
    });

    it("still refuses a field sent blank or of the wrong type, changing nothing", async () => {
      const before = (await community.get("/api/auth/user")).body;
      const blank = await community.patch("/api/users/profile", { lastName: "  ", bio: "ignored" });
      expect({ status: blank.status, body: blank.body }).toEqual({ status: 400, body: { message: "lastName: Last name is required" } });
      const wrong = await community.patch("/api/users/profile", { skills: [1], firstName: null });
      expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: { message: "firstName must be a string; skills must be a list of strings" } });
      const unknown = await community.patch("/api/users/profile", { specialization: "Astrology" });
      expect(unknown.status).toBe(400);
      expect((unknown.body as { message: string }).message).toMatch(/^specialization must be one of Network Security, /);
      expect((await community.get("/api/auth/user")).body).toEqual(before);
    });
  });

  describe("every error answers { message }", () => {
    it("Fastify's own refusals: malformed JSON, empty JSON body, unsupported content type, too large, unknown route", async () => {
      expect(await raw("POST", "/api/likes", '{"discussionId":')).toEqual({ status: 400, body: { message: "Request body is not valid JSON" } });
      expect(await raw("POST", "/api/likes", "")).toEqual({ status: 400, body: { message: "Request body is empty: send a JSON object" } });
      expect(await raw("POST", "/api/likes", "<like/>", "application/xml")).toEqual({
        status: 415,
        body: { message: "Unsupported content type: send application/json" },
      });
      const huge = JSON.stringify({ discussionId: "x".repeat(2 * 1024 * 1024) });
      expect(await raw("POST", "/api/likes", huge)).toEqual({ status: 413, body: { message: "Request body is too large" } });
      expect(await raw("POST", "/api/nowhere", "{}")).toEqual({ status: 404, body: { message: "Not Found" } });
    });

    it("a missing or mistyped field is named as the REST client sent it", async () => {
      const cases: [() => ReturnType<typeof community.post>, number, string][] = [
        [() => community.post("/api/likes", {}), 400, "discussionId is required"],
        [() => community.post("/api/likes", { discussionId: true }), 400, "discussionId must be a string or a number"],
        [() => admin.put(`/api/admin/students/${studentId}/status`, { isActive: "yes" }), 400, "isActive must be a boolean"],
        [() => admin.put(`/api/admin/students/${studentId}/status`, {}), 400, "isActive is required"],
        [() => admin.put(`/api/admin/students/${studentId}/password`, { password: 12345678 }), 400, "password must be a string"],
        [() => admin.post("/api/admin/enrollments", { userId: studentId, courseId: "abc" }), 400, "courseId must be an integer"],
        [() => admin.post("/api/admin/enrollments", { courseId: 1 }), 400, "userId is required"],
        [() => community.post("/api/discussions", { title: 5, content: "c", categoryId: "lab" }), 400, "title must be a string"],
        [() => community.post("/api/discussions", { title: "  ", content: "c", categoryId: "lab" }), 400, "title: Title is required"],
        [() => community.post("/api/discussions", { title: "t", content: "c", categoryId: "nope" }), 400, "categoryId: Unknown category"],
        [() => community.post("/api/discussions", { title: "t", content: "c", categoryId: "lab", isUrgent: "yes" }), 400, "isUrgent must be a boolean"],
        [() => community.post("/api/discussions", [1, 2]), 400, "Request body must be a JSON object"],
        [() => restClient(app.fastify).post("/api/student/auth", { email: "a@b.c" }), 400, "password is required"],
        [() => restClient(app.fastify).post("/api/student/auth", { email: " ", password: "x" }), 400, "email: Email is required"],
      ];
      for (const [call, status, message] of cases) {
        const res = await call();
        expect({ status: res.status, body: res.body }, message).toEqual({ status, body: { message } });
      }
    });

    it("no REST 400 speaks of GraphQL variables or coercion", async () => {
      const wrongValues = [null, true, 1.5, 2 ** 40, "x", "", [], ["x", 1], {}, { a: 1 }];
      const calls = [
        ...["title", "content", "categoryId", "isUrgent"].map((key) => (v: unknown) =>
          community.post("/api/discussions", { title: "t", content: "c", categoryId: "lab", [key]: v })),
        (v: unknown) => community.post("/api/likes", { discussionId: v }),
        ...["firstName", "lastName", "bio", "specialization", "skills"].map((key) => (v: unknown) => community.patch("/api/users/profile", { [key]: v })),
        (v: unknown) => restClient(app.fastify).post("/api/student/auth", { email: v, password: "x" }),
        (v: unknown) => restClient(app.fastify).post("/api/admin/auth", { email: "a@b.c", password: v }),
        (v: unknown) => admin.put(`/api/admin/students/${studentId}/status`, { isActive: v }),
        (v: unknown) => admin.put(`/api/admin/students/${studentId}/password`, { password: v }),
        (v: unknown) => admin.post("/api/admin/enrollments", { userId: v, courseId: 1 }),
        (v: unknown) => admin.post("/api/admin/enrollments", { userId: "nobody", courseId: v }),
      ];
      let refusals = 0;
      for (const call of calls) {
        for (const value of wrongValues) {
          const res = await call(value);
          if (res.status < 400) continue;
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          expect(Object.keys(res.body as object)).toEqual(["message"]);
          // "Invalid request body" would mean routes.ts let through a body GraphQL's coercion refused.
          expect(JSON.stringify(res.body)).not.toMatch(/Variable "\$|got invalid value|input\.|Invalid request body/);
          refusals += res.status === 400 ? 1 : 0;
        }
      }
      expect(refusals).toBeGreaterThan(50);
      // Put the admin session back: a refused password change may not end it, but enable the demo student again.
      await seeded.db.prisma.user.update({ where: { id: studentId }, data: { isActive: true } });
    });

    it("/graphql keeps its own answers: Fastify's for malformed JSON, 200 with errors for bad input", async () => {
      const res = await app.fastify.inject({ method: "POST", url: "/graphql", payload: "{", headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: "FST_ERR_CTP_INVALID_JSON_BODY" });
      const refused = await community.graphql("mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { bio } }", { input: { lastName: " " } });
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({
        errors: [{ message: "input.lastName: Last name is required", extensions: { code: "BAD_USER_INPUT", issues: [{ field: "input.lastName", message: "Last name is required" }] } }],
      });
    });
  });
});
