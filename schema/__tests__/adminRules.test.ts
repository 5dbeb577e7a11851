import { describe, expect, it } from "vitest";
import {
  auditLogWhere,
  bulkSelectionSchema,
  courseFormSchema,
  enrollCourseIdSchema,
  studentListOrder,
  studentListWhere,
  studentSearchSchema,
} from "../adminRules.js";
import { AUDIT_ACTIONS, statusAction } from "../audit.js";

describe("studentListWhere", () => {
  it("asks for every student when nothing narrows the list", () => {
    expect(studentListWhere(undefined, "ALL")).toEqual({ role: "STUDENT" });
    expect(studentListWhere("   ", "ALL")).toEqual({ role: "STUDENT" });
  });

  it("maps pending to inactive and active to active", () => {
    expect(studentListWhere(null, "PENDING")).toEqual({ role: "STUDENT", isActive: false });
    expect(studentListWhere(null, "ACTIVE")).toEqual({ role: "STUDENT", isActive: true });
  });

  it("needs every word of the search in some name or e-mail field, ignoring case", () => {
    const where = studentListWhere("  Jordan  lee ", "ALL");
    expect(where.AND).toEqual(
      ["Jordan", "lee"].map((word) => ({
        OR: [
          { firstName: { contains: word, mode: "insensitive" } },
          { lastName: { contains: word, mode: "insensitive" } },
          { email: { contains: word, mode: "insensitive" } },
        ],
      })),
    );
  });
});

describe("admin input rules", () => {
  it("requires a course for an enrolment", () => {
    expect(enrollCourseIdSchema.safeParse("Q291cnNlOjI=").success).toBe(true);
    expect(enrollCourseIdSchema.safeParse("").error?.issues[0]?.message).toBe("Select a course");
    expect(enrollCourseIdSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Select a course");
  });

  it("bounds the search text", () => {
    expect(studentSearchSchema.safeParse("x".repeat(200)).success).toBe(true);
    expect(studentSearchSchema.safeParse("x".repeat(201)).success).toBe(false);
  });
});

describe("statusAction", () => {
  it("names the toggle's direction", () => {
    expect(statusAction(true)).toBe(AUDIT_ACTIONS.STUDENT_ENABLE);
    expect(statusAction(false)).toBe(AUDIT_ACTIONS.STUDENT_DISABLE);
  });
});

describe("admin portal at scale rules", () => {
  it("narrows the student list to a course and to a selection", () => {
    expect(studentListWhere(null, "ALL", { courseId: 2, ids: ["a", "b"] })).toEqual({
      role: "STUDENT",
      enrollments: { some: { courseId: 2 } },
      id: { in: ["a", "b"] },
    });
  });

  it("orders every sort with the id last, so pages never overlap", () => {
    for (const sort of ["NEWEST", "NAME", "EMAIL"] as const)
      expect(studentListOrder(sort).at(-1)).toEqual({ id: "asc" });
    expect(studentListOrder("NAME")[0]).toEqual({ lastName: "asc" });
  });

  it("checks a course form: required text, bounded numbers, cents", () => {
    const valid = {
      title: " Cloud ",
      description: "d",
      level: "Beginner",
      price: 9.99,
      durationWeeks: 4,
      totalLessons: 8,
    };
    expect(courseFormSchema.parse(valid).title).toBe("Cloud");
    const problems = (form: object) =>
      courseFormSchema.safeParse({ ...valid, ...form }).error?.issues.map((i) => i.message);
    expect(problems({ title: " " })).toEqual(["Title is required"]);
    expect(problems({ price: -1 })).toEqual(["Price cannot be negative"]);
    expect(problems({ price: 1.005 })).toEqual(["Price has at most two decimals"]);
    expect(problems({ durationWeeks: 0 })).toEqual(["Duration is at least 1 week"]);
    expect(problems({ totalLessons: 2.5 })).toEqual(["Lessons is a whole number"]);
    expect(problems({ level: "Expert" })).toEqual(["Choose a level"]);
  });

  it("filters the audit log by actor words, action and instants", () => {
    const since = new Date("2026-01-01T00:00:00Z");
    expect(auditLogWhere({ actor: "ada lee", action: "course.create", since })).toEqual({
      action: "course.create",
      createdAt: { gte: since },
      actor: {
        AND: ["ada", "lee"].map((word) => ({
          OR: ["firstName", "lastName", "email"].map((field) => ({ [field]: { contains: word, mode: "insensitive" } })),
        })),
      },
    });
    expect(auditLogWhere({})).toEqual({});
  });

  it("takes 1 to 100 students in a bulk action", () => {
    expect(bulkSelectionSchema.safeParse([]).success).toBe(false);
    expect(bulkSelectionSchema.safeParse(Array(100).fill("x")).success).toBe(true);
    expect(bulkSelectionSchema.safeParse(Array(101).fill("x")).success).toBe(false);
  });
});
