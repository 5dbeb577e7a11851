import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";

describe.each(testDatabaseKinds)("REST compatibility layer on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let community: ReturnType<typeof restClient>;
  let student: ReturnType<typeof restClient>;
  let admin: ReturnType<typeof restClient>;
  let anonymous: ReturnType<typeof restClient>;
  let studentId: string;

  beforeAll(async () => {
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    community = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, alex));
    anonymous = restClient(app.fastify);
    student = restClient(app.fastify);
    admin = restClient(app.fastify);
    expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
  });

  describe("community calls", () => {
    it("GET /api/auth/user answers the signed-in member, 401 when signed out, 403 for a student", async () => {
      const res = await community.get("/api/auth/user");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: "seed-user-alex-chen-01",
        firstName: "Alex",
        lastName: "Chen",
        email: "alex.chen@community.cyberlab.academy",
        profileImageUrl: null,
        specialization: "Network Security",
        bio: "Network defender: I build home-lab firewalls and write up what breaks.",
        skills: ["Firewalls", "Wireshark", "pfSense"],
      });
      const out = await anonymous.get("/api/auth/user");
      expect(out.status).toBe(401);
      expect(JSON.stringify(out.body)).toContain("Unauthorized");
      expect((await student.get("/api/auth/user")).status).toBe(403);
    });

    it("GET /api/users/online lists members who were active, in the legacy shape", async () => {
      const res = await community.get("/api/users/online");
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          id: "seed-user-alex-chen-01",
          firstName: "Alex",
          lastName: "Chen",
          profileImageUrl: null,
          specialization: "Network Security",
        },
      ]);
      expect((await anonymous.get("/api/users/online")).status).toBe(401);
      expect((await admin.get("/api/users/online")).status).toBe(403);
    });

    it("GET /api/stats/discussions answers total and byCategory keyed by name", async () => {
      const res = await anonymous.get("/api/stats/discussions");
      expect(res.status).toBe(200);
      const total = await app.prisma.discussion.count();
      const body = res.body as { total: number; byCategory: Record<string, number> };
      expect(body.total).toBe(total);
      expect(Object.keys(body.byCategory)).toEqual(["Lab Help", "Study Groups", "Assignments", "General Discussion"]);
      expect(Object.values(body.byCategory).reduce((a, b) => a + b, 0)).toBe(total);
    });

    it("POST /api/discussions creates a discussion (201), refuses blanks (400) and signed-out callers (401)", async () => {
      const payload = {
        title: "  Nmap lab scan is slow  ",
        content: "Any tips?",
        categoryId: "lab",
        isUrgent: true,
        isPinned: false,
        isLocked: false,
      };
      const res = await community.post("/api/discussions", payload);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: "Nmap lab scan is slow",
        content: "Any tips?",
        category: { id: "lab", name: "Lab Help" },
        author: { id: "seed-user-alex-chen-01", firstName: "Alex" },
        likesCount: 0,
        isUrgent: true,
        isPinned: false,
        isLikedByUser: false,
      });
      const before = await app.prisma.discussion.count();
      const blank = await community.post("/api/discussions", { ...payload, title: "   " });
      expect(blank.status).toBe(400);
      expect((blank.body as { message: string }).message).toMatch(/title/i);
      expect((await community.post("/api/discussions", { ...payload, categoryId: "nope" })).status).toBe(400);
      expect((await community.post("/api/discussions", { title: 5 })).status).toBe(400);
      expect((await anonymous.post("/api/discussions", payload)).status).toBe(401);
      expect((await student.post("/api/discussions", payload)).status).toBe(403);
      expect(await app.prisma.discussion.count()).toBe(before);
    });

    it("POST /api/likes likes a discussion once, 404 for an unknown one", async () => {
      const first = await community.post("/api/likes", { discussionId: "seed-discussion-05" });
      expect(first.status).toBe(201);
      const likes = first.body as { likesCount: number; isLikedByUser: boolean };
      expect(likes.isLikedByUser).toBe(true);
      const again = await community.post("/api/likes", { discussionId: "seed-discussion-05" });
      expect((again.body as { likesCount: number }).likesCount).toBe(likes.likesCount);
      expect((await community.post("/api/likes", { discussionId: "missing" })).status).toBe(404);
      expect((await community.post("/api/likes", {})).status).toBe(400);
      expect((await anonymous.post("/api/likes", { discussionId: "seed-discussion-05" })).status).toBe(401);
    });

    it("PATCH /api/users/profile saves the profile, trims and de-duplicates skills, requires names", async () => {
      const res = await community.patch("/api/users/profile", {
        firstName: " Alexander ",
        lastName: "Chen",
        bio: "Blue team.",
        specialization: "Digital Forensics",
        skills: ["Wireshark", " Wireshark ", "", "Splunk"],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        firstName: "Alexander",
        specialization: "Digital Forensics",
        bio: "Blue team.",
        skills: ["Wireshark", "Splunk"],
      });
      expect((await community.get("/api/auth/user")).body).toMatchObject({ firstName: "Alexander" });
      const invalid = await community.patch("/api/users/profile", { firstName: "", lastName: "Chen" });
      expect(invalid.status).toBe(400);
      expect((invalid.body as { message: string }).message).toMatch(/First name is required/);
      expect(
        (await community.patch("/api/users/profile", { firstName: "A", lastName: "B", specialization: "Astrology" }))
          .status,
      ).toBe(400);
      expect((await anonymous.patch("/api/users/profile", { firstName: "A", lastName: "B" })).status).toBe(401);
      expect((await community.get("/api/auth/user")).body).toMatchObject({ firstName: "Alexander", lastName: "Chen" });
    });
  });

  describe("student calls", () => {
    it("POST /api/student/auth refuses wrong credentials with 401 and blanks with 400", async () => {
      const wrong = await anonymous.post("/api/student/auth", {
        email: demo.student.email,
        password: "wrong password",
      });
      expect(wrong.status).toBe(401);
      expect(
        (await anonymous.post("/api/student/auth", { email: demo.admin.email, password: demo.admin.password })).status,
      ).toBe(401);
      expect((await anonymous.post("/api/student/auth", { email: "", password: "" })).status).toBe(400);
    });

    it("GET /api/student/user and /api/student/enrollments answer the signed-in student", async () => {
      const user = await student.get("/api/student/user");
      expect(user.status).toBe(200);
      expect(user.body).toMatchObject({ id: studentId, email: demo.student.email, isActive: true });
      const enrollments = await student.get("/api/student/enrollments");
      expect(enrollments.status).toBe(200);
      expect((enrollments.body as { course: { title: string } }[]).map((e) => e.course.title)).toEqual([
        "IT Infrastructure Engineering",
        "IT Security Engineering",
        "Security Architecture Design",
      ]);
      expect((enrollments.body as unknown[])[0]).toMatchObject({
        progress: 0,
        completedLessons: 0,
        course: { totalLessons: 155 },
      });
      expect((await anonymous.get("/api/student/user")).status).toBe(401);
      expect((await anonymous.get("/api/student/enrollments")).status).toBe(401);
      expect((await community.get("/api/student/user")).status).toBe(403);
    });
  });

  describe("admin calls", () => {
    it("GET /api/admin/students and /api/admin/courses list for admins only", async () => {
      const students = await admin.get("/api/admin/students");
      expect(students.status).toBe(200);
      expect(students.body).toEqual([
        expect.objectContaining({ id: studentId, email: demo.student.email, enrollments: expect.any(Array) }),
      ]);
      const courses = await admin.get("/api/admin/courses");
      expect(courses.status).toBe(200);
      expect((courses.body as unknown[])[0]).toEqual({
        id: 1,
        title: "IT Infrastructure Engineering",
        description: expect.any(String),
        price: 99.99,
        duration: "16 weeks",
        totalLessons: 155,
        isActive: true,
      });
      for (const url of ["/api/admin/students", "/api/admin/courses"]) {
        expect((await anonymous.get(url)).status).toBe(401);
        expect((await student.get(url)).status).toBe(403);
      }
    });

    it("POST /api/admin/auth refuses a wrong password with 401", async () => {
      expect((await anonymous.post("/api/admin/auth", { email: demo.admin.email, password: "nope" })).status).toBe(401);
      expect((await anonymous.post("/api/admin/auth", { email: demo.admin.email })).status).toBe(400);
    });

    it("PUT /api/admin/students/{id}/status disables a student, whose session ends at once", async () => {
      const other = restClient(app.fastify);
      expect((await other.post("/api/student/auth", demo.student)).status).toBe(200);
      expect((await admin.put("/api/admin/students/nope/status", { isActive: false })).status).toBe(404);
      expect((await admin.put(`/api/admin/students/${studentId}/status`, { isActive: "no" })).status).toBe(400);
      expect((await student.put(`/api/admin/students/${studentId}/status`, { isActive: false })).status).toBe(403);
      const before = await admin.get("/api/admin/students");
      expect((before.body as { id: string; isActive: boolean }[]).find((s) => s.id === studentId)?.isActive).toBe(true);
      const res = await admin.put(`/api/admin/students/${studentId}/status`, { isActive: false });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: studentId, isActive: false });
      // The list as kept for the same pages is not sent once a write has changed them.
      const listed = async () =>
        ((await admin.get("/api/admin/students")).body as { id: string; isActive: boolean }[]).find(
          (s) => s.id === studentId,
        )?.isActive;
      expect([await listed(), await listed()]).toEqual([false, false]);
      expect((await other.get("/api/student/user")).status).toBe(401);
      expect((await anonymous.post("/api/student/auth", demo.student)).status).toBe(401);
      expect((await admin.put(`/api/admin/students/${studentId}/status`, { isActive: true })).status).toBe(200);
      expect([await listed(), await listed()]).toEqual([true, true]);
      expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
    });

    it("PUT /api/admin/students/{id}/password sets a new password and ends the student's sessions", async () => {
      expect((await admin.put(`/api/admin/students/${studentId}/password`, { password: "   " })).status).toBe(400);
      const res = await admin.put(`/api/admin/students/${studentId}/password`, { password: "N3w-Passw0rd!" });
      expect(res.status).toBe(200);
      expect((await student.get("/api/student/user")).status).toBe(401);
      expect((await anonymous.post("/api/student/auth", demo.student)).status).toBe(401);
      expect(
        (await student.post("/api/student/auth", { email: demo.student.email, password: "N3w-Passw0rd!" })).status,
      ).toBe(200);
      expect(
        (await anonymous.put(`/api/admin/students/${studentId}/password`, { password: "Another!2026" })).status,
      ).toBe(401);
    });

    it("PUT /api/admin/students/{id}/password refuses a short, common or e-mail password with 400 and the reason, changing nothing", async () => {
      const refusals = [
        ["abc123", "password: Password must be at least 8 characters"],
        ["Sunshine1", "password: This password is too common. Choose another."],
        [
          demo.student.email.toUpperCase(),
          "password: Password must not be the e-mail address or the part before its @",
        ],
      ];
      for (const [password, message] of refusals) {
        const res = await admin.put(`/api/admin/students/${studentId}/password`, { password });
        expect({ password, status: res.status, body: res.body }).toEqual({ password, status: 400, body: { message } });
      }
      // The student's sessions and password are as they were.
      expect((await student.get("/api/student/user")).status).toBe(200);
      expect(
        (
          await restClient(app.fastify).post("/api/student/auth", {
            email: demo.student.email,
            password: "N3w-Passw0rd!",
          })
        ).status,
      ).toBe(200);
    });

    it("POST /api/admin/enrollments enrols once, refuses a second time, 404 for unknown ids", async () => {
      const newcomer = await app.prisma.user.create({
        data: { role: "STUDENT", email: "new@student.test", firstName: "New", lastName: "Student", isActive: false },
      });
      const res = await admin.post("/api/admin/enrollments", { userId: newcomer.id, courseId: 2 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        progress: 0,
        completedLessons: 0,
        course: { id: 2, title: "IT Security Engineering" },
      });
      const twice = await admin.post("/api/admin/enrollments", { userId: newcomer.id, courseId: 2 });
      expect(twice.status).toBe(409);
      expect((twice.body as { message: string }).message).toBe("Student is already enrolled in this course");
      expect((await admin.post("/api/admin/enrollments", { userId: newcomer.id, courseId: 99 })).status).toBe(404);
      expect((await admin.post("/api/admin/enrollments", { userId: newcomer.id })).status).toBe(400);
      expect((await student.post("/api/admin/enrollments", { userId: newcomer.id, courseId: 1 })).status).toBe(403);
    });

    it("POST /api/admin/logout ends the admin session", async () => {
      const other = restClient(app.fastify);
      expect((await other.post("/api/admin/auth", demo.admin)).status).toBe(200);
      expect((await other.post("/api/admin/logout")).status).toBe(200);
      expect((await other.get("/api/admin/students")).status).toBe(401);
      expect((await anonymous.post("/api/admin/logout")).status).toBe(401);
      // Logging out ends every session of that admin, so sign the shared client in again.
      expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    });
  });

  it("answers 401 to signed-out callers and 403 to the wrong role on every protected endpoint", async () => {
    const protectedEndpoints: {
      method: "get" | "post" | "put" | "patch";
      url: string;
      roles: ("community" | "student" | "admin")[];
    }[] = [
      { method: "get", url: "/api/auth/user", roles: ["community"] },
      { method: "get", url: "/api/users/online", roles: ["community"] },
      { method: "post", url: "/api/discussions", roles: ["community"] },
      { method: "post", url: "/api/likes", roles: ["community"] },
      { method: "patch", url: "/api/users/profile", roles: ["community"] },
      { method: "get", url: "/api/student/user", roles: ["student"] },
      { method: "get", url: "/api/student/enrollments", roles: ["student"] },
      { method: "get", url: "/api/admin/students", roles: ["admin"] },
      { method: "get", url: "/api/admin/courses", roles: ["admin"] },
      { method: "put", url: `/api/admin/students/${studentId}/status`, roles: ["admin"] },
      { method: "put", url: `/api/admin/students/${studentId}/password`, roles: ["admin"] },
      { method: "post", url: "/api/admin/enrollments", roles: ["admin"] },
    ];
    // Valid payloads, so the answer is about who calls, not what they send.
    const payloads: Record<string, unknown> = {
      "/api/discussions": { title: "t", content: "c", categoryId: "general" },
      "/api/likes": { discussionId: "seed-discussion-02" },
      "/api/users/profile": { firstName: "A", lastName: "B" },
      [`/api/admin/students/${studentId}/status`]: { isActive: true },
      [`/api/admin/students/${studentId}/password`]: { password: "N3w-Passw0rd!" },
      "/api/admin/enrollments": { userId: studentId, courseId: 1 },
    };
    const clients = { community, student, admin };
    for (const endpoint of protectedEndpoints) {
      const call = (client: ReturnType<typeof restClient>) =>
        endpoint.method === "get"
          ? client.get(endpoint.url)
          : client[endpoint.method](endpoint.url, payloads[endpoint.url]);
      const out = await call(anonymous);
      expect(out.status, `${endpoint.url} signed out`).toBe(401);
      expect(JSON.stringify(out.body)).toContain("Unauthorized");
      for (const role of ["community", "student", "admin"] as const) {
        if (!endpoint.roles.includes(role))
          expect((await call(clients[role])).status, `${endpoint.url} as ${role}`).toBe(403);
      }
    }
    for (const url of ["/api/student/logout", "/api/admin/logout"]) {
      expect((await community.post(url)).status, `${url} as community`).toBe(403);
    }
    expect((await student.post("/api/admin/logout")).status).toBe(403);
  });

  it("POST /api/student/logout ends the student session", async () => {
    expect((await student.post("/api/student/logout")).status).toBe(200);
    expect((await student.get("/api/student/user")).status).toBe(401);
    expect((await student.post("/api/student/logout")).status).toBe(401);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and a fresh one on every login", async () => {
    const a = await anonymous.post("/api/student/auth", { email: demo.student.email, password: "N3w-Passw0rd!" });
    const b = await anonymous.post("/api/student/auth", { email: demo.student.email, password: "N3w-Passw0rd!" });
    const cookieA = a.cookies.find((c) => c.name === "cyberlab_session");
    const cookieB = b.cookies.find((c) => c.name === "cyberlab_session");
    expect(cookieA).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookieA?.value).not.toBe(cookieB?.value);
  });
});
