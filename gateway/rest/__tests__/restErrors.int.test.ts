// Uniform REST errors: every refusal answers { "message": … } in the REST client's terms (its own
// field names, never GraphQL's variables), Fastify's own refusals included; and PATCH
// /api/users/profile changes only the fields sent.
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";
type Client = ReturnType<typeof restClient>;
type Answer = { status: number; body: unknown };

const answer = async (call: Promise<Answer>): Promise<Answer> => {
  const { status, body } = await call;
  return { status, body };
};

describe.each(testDatabaseKinds)("REST errors and partial updates on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let community: Client;
  let admin: Client;
  let studentId: string;

  beforeAll(async () => {
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    community = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, alex));
    admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
  });

  /** A POST as a community member with a body restClient would not send. */
  const rawPost = async (url: string, payload: string, contentType = "application/json"): Promise<Answer> => {
    const headers = { cookie: community.cookie, "content-type": contentType };
    const res = await app.fastify.inject({ method: "POST", url, payload, headers });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const refusal = (status: number, message: string) => ({ status, body: { message } });
  const anyone = () => restClient(app.fastify);

  describe("PATCH /api/users/profile takes a partial body", () => {
    const full = {
      firstName: "Alex",
      lastName: "Chen",
      bio: "Red team.",
      specialization: "Cryptography",
      skills: ["Nmap"],
    };

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
      expect(await answer(community.patch("/api/users/profile", {}))).toEqual({ status: 200, body: before });
      expect((await community.get("/api/auth/user")).body).toEqual(before);
    });

    it("still refuses a field sent blank or of the wrong type, changing nothing", async () => {
      const before = (await community.get("/api/auth/user")).body;
      expect(await answer(community.patch("/api/users/profile", { lastName: "  ", bio: "ignored" }))).toEqual(
        refusal(400, "lastName: Last name is required"),
      );
      expect(await answer(community.patch("/api/users/profile", { skills: [1], firstName: null }))).toEqual(
        refusal(400, "firstName must be a string; skills must be a list of strings"),
      );
      const unknown = await community.patch("/api/users/profile", { specialization: "Astrology" });
      expect(unknown.status).toBe(400);
      const oneOf = /^specialization must be one of Network Security, Cryptography, /;
      expect(unknown.body).toEqual({ message: expect.stringMatching(oneOf) });
      expect((await community.get("/api/auth/user")).body).toEqual(before);
    });
  });

  describe("every error answers { message }", () => {
    it("Fastify's own refusals: malformed or empty JSON, wrong content type, too large, unknown route", async () => {
      expect(await rawPost("/api/likes", '{"discussionId":')).toEqual(refusal(400, "Request body is not valid JSON"));
      expect(await rawPost("/api/likes", "")).toEqual(refusal(400, "Request body is empty: send a JSON object"));
      expect(await rawPost("/api/likes", "<like/>", "application/xml")).toEqual(
        refusal(415, "Unsupported content type: send application/json"),
      );
      const huge = JSON.stringify({ discussionId: "x".repeat(2 * 1024 * 1024) });
      expect(await rawPost("/api/likes", huge)).toEqual(refusal(413, "Request body is too large"));
      expect(await rawPost("/api/nowhere", "{}")).toEqual(refusal(404, "Not Found"));
    });

    it("a missing or mistyped field is named as the REST client sent it", async () => {
      const status = `/api/admin/students/${studentId}/status`;
      const discussion = { title: "t", content: "c", categoryId: "lab" };
      const cases: [() => Promise<Answer>, string][] = [
        [() => community.post("/api/likes", {}), "discussionId is required"],
        [() => community.post("/api/likes", { discussionId: true }), "discussionId must be a string or a number"],
        [() => admin.put(status, { isActive: "yes" }), "isActive must be a boolean"],
        [() => admin.put(status, {}), "isActive is required"],
        [() => admin.put(`/api/admin/students/${studentId}/password`, { password: 1234 }), "password must be a string"],
        [() => admin.post("/api/admin/enrollments", { userId: "u", courseId: "abc" }), "courseId must be an integer"],
        [() => admin.post("/api/admin/enrollments", { courseId: 1 }), "userId is required"],
        [() => community.post("/api/discussions", { ...discussion, title: 5 }), "title must be a string"],
        [() => community.post("/api/discussions", { ...discussion, title: "  " }), "title: Title is required"],
        [() => community.post("/api/discussions", { ...discussion, categoryId: "no" }), "categoryId: Unknown category"],
        [() => community.post("/api/discussions", { ...discussion, isUrgent: "yes" }), "isUrgent must be a boolean"],
        [() => community.post("/api/discussions", [1, 2]), "Request body must be a JSON object"],
        [() => anyone().post("/api/student/auth", { email: "a@b.c" }), "password is required"],
        [() => anyone().post("/api/student/auth", { email: " ", password: "x" }), "email: Email is required"],
      ];
      for (const [call, message] of cases) expect(await answer(call()), message).toEqual(refusal(400, message));
    });

    it("no REST 400 speaks of GraphQL variables or coercion", async () => {
      const wrongValues = [null, true, 1.5, 2 ** 40, "x", "", [], ["x", 1], {}, { a: 1 }];
      const discussion = { title: "t", content: "c", categoryId: "lab" };
      const calls: ((value: unknown) => Promise<Answer>)[] = [
        ...["title", "content", "categoryId", "isUrgent"].map(
          (key) => (v: unknown) => community.post("/api/discussions", { ...discussion, [key]: v }),
        ),
        (v) => community.post("/api/likes", { discussionId: v }),
        ...["firstName", "lastName", "bio", "specialization", "skills"].map(
          (key) => (v: unknown) => community.patch("/api/users/profile", { [key]: v }),
        ),
        (v) => anyone().post("/api/student/auth", { email: v, password: "x" }),
        (v) => anyone().post("/api/admin/auth", { email: "a@b.c", password: v }),
        (v) => admin.put(`/api/admin/students/${studentId}/status`, { isActive: v }),
        (v) => admin.put(`/api/admin/students/${studentId}/password`, { password: v }),
        (v) => admin.post("/api/admin/enrollments", { userId: v, courseId: 1 }),
        (v) => admin.post("/api/admin/enrollments", { userId: "nobody", courseId: v }),
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
    });

    it("/graphql keeps its answers: Fastify's for malformed JSON, 200 with coded errors for bad input", async () => {
      const res = await app.fastify.inject({
        method: "POST",
        url: "/graphql",
        payload: "{",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: "FST_ERR_CTP_INVALID_JSON_BODY" });
      const mutation = "mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { bio } } }";
      const refused = await community.graphql(mutation, { input: { lastName: " " } });
      expect(refused.status).toBe(200);
      const issues = [{ field: "input.lastName", message: "Last name is required" }];
      expect(refused.body).toMatchObject({
        errors: [{ message: "input.lastName: Last name is required", extensions: { code: "BAD_USER_INPUT", issues } }],
      });
    });
  });
});
