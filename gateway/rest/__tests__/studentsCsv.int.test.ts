// Contract of GET /api/admin/students.csv: admins only; the list's filters or a selection; one row
// per enrolment with its progress; CSV quoting; formula-like cells neutralised; optional BOM.
import { beforeAll, describe, expect, it } from "vitest";
import { neutraliseFormula } from "../studentsCsv.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { parseCsv } from "../../testing/parseCsv.js";
import { restClient } from "../../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../../testing/testApp.js";

const HEADER = [
  "Student ID",
  "First name",
  "Last name",
  "E-mail",
  "Status",
  "Created",
  "Course",
  "Enrolled",
  "Progress (%)",
  "Completed lessons",
];

describe("neutraliseFormula", () => {
  it("prefixes cells a spreadsheet would run, and only those", () => {
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x","y")'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ["Ada", "1", "a=b", " =x", ""]) expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe.each(testDatabaseKinds)("GET /api/admin/students.csv on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let adminCookie = "";
  let studentCookie = "";

  const download = (url: string, cookie = adminCookie) =>
    app.fastify.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    await app.prisma.user.createMany({
      data: [
        {
          id: "csv-formula",
          role: "STUDENT",
          email: "formula@example.com",
          firstName: '=HYPERLINK("http://x","y")',
          lastName: "Smith, Jr.",
          isActive: false,
          createdAt: new Date("2026-03-01T10:00:00Z"),
        },
        {
          id: "csv-plain",
          role: "STUDENT",
          email: "plain@example.com",
          firstName: "Zoë",
          lastName: 'O"Neil',
          createdAt: new Date("2026-03-02T10:00:00Z"),
        },
      ],
    });
    await app.prisma.enrollment.createMany({
      data: [
        { userId: "csv-plain", courseId: 1, progress: 40, completedLessons: 62, createdAt: new Date("2026-03-03Z") },
        { userId: "csv-plain", courseId: 2, progress: 0, completedLessons: 0, createdAt: new Date("2026-03-04Z") },
      ],
    });
    const admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    adminCookie = admin.cookie;
    const student = restClient(app.fastify);
    expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
    studentCookie = student.cookie;
  });

  it("answers admins only: 401 signed out, 403 for a student, JSON { message } either way", async () => {
    const out = await download("/api/admin/students.csv", "");
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: expect.stringContaining("Unauthorized") });
    const student = await download("/api/admin/students.csv", studentCookie);
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ message: expect.any(String) });
  });

  it("streams every student, one row per enrolment, quoted and with formulas neutralised", async () => {
    const res = await download("/api/admin/students.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="cyberlab-students.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(false);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(HEADER);
    const students = await app.prisma.user.findMany({
      where: { role: "STUDENT" },
      include: { enrollments: true },
    });
    expect(rows.length - 1).toBe(students.reduce((n, s) => n + Math.max(1, s.enrollments.length), 0));
    // Newest first, as the list.
    const order = rows.map((r) => r[0]);
    expect(order.indexOf("csv-plain")).toBeLessThan(order.indexOf("csv-formula"));
    expect(rows.filter((r) => r[0] === "csv-plain")).toEqual(
      [
        [
          "csv-plain",
          "Zoë",
          'O"Neil',
          "plain@example.com",
          "Active",
          "2026-03-02T10:00:00.000Z",
          "IT Infrastructure Engineering",
          "2026-03-03T00:00:00.000Z",
          "40",
          "62",
        ],
        [
          "csv-plain",
          "Zoë",
          'O"Neil',
          "plain@example.com",
          "Active",
          "2026-03-02T10:00:00.000Z",
          "IT Security Specialist",
          "2026-03-04T00:00:00.000Z",
          "0",
          "0",
        ],
      ].map((r) => r.map((c, i) => (i === 6 ? expect.any(String) : c))),
    );
    const formula = rows.find((r) => r[0] === "csv-formula")!;
    expect(formula.slice(1, 5)).toEqual([
      '\'=HYPERLINK("http://x","y")',
      "Smith, Jr.",
      "formula@example.com",
      "Inactive",
    ]);
    expect(formula.slice(6)).toEqual(["", "", "", ""]);
    // Raw text: the quotes are doubled inside a quoted cell, the comma kept inside its cell.
    expect(res.body).toContain('"\'=HYPERLINK(""http://x"",""y"")","Smith, Jr."');
  });

  it("narrows like the list (search, status, course, sort) or to a selection; ?bom=1 adds a BOM", async () => {
    const search = parseCsv((await download("/api/admin/students.csv?search=formula")).body);
    expect(search.slice(1).map((r) => r[0])).toEqual(["csv-formula"]);
    const pending = parseCsv((await download("/api/admin/students.csv?status=pending")).body);
    expect(pending.slice(1).every((r) => r[4] === "Inactive")).toBe(true);
    const course = parseCsv((await download("/api/admin/students.csv?course=2&search=example.com")).body);
    expect([...new Set(course.slice(1).map((r) => r[0]))]).toEqual(["csv-plain"]);
    const byName = parseCsv((await download("/api/admin/students.csv?sort=name&ids=csv-formula,csv-plain")).body);
    expect([...new Set(byName.slice(1).map((r) => r[2]))]).toEqual(['O"Neil', "Smith, Jr."]);
    const bom = await download("/api/admin/students.csv?bom=1&ids=csv-formula");
    expect(bom.body.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(bom.body)[0]).toEqual(HEADER);
  });

  it("refuses a query string it cannot read with 400 and the reason", async () => {
    for (const [query, reason] of [
      ["status=gone", "status must be all, active or pending"],
      ["sort=age", "sort must be newest, name or email"],
      ["course=abc", "course must be a course id"],
      ["search=a&search=b", "search must be text, given once"],
      [`ids=${Array.from({ length: 101 }, (_, i) => `s${i}`).join(",")}`, "ids must name at most 100 students"],
    ]) {
      const res = await download(`/api/admin/students.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message: reason });
    }
  });
});
