import { describe, expect, it } from "vitest";
import { enrollCourseIdSchema, studentListWhere, studentSearchSchema } from "../adminRules.js";
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
