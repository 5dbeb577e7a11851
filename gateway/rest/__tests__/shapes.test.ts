import { describe, expect, it } from "vitest";
import { toStudent } from "../shapes.js";

const student = (firstName: string) => ({
  databaseId: "u1",
  firstName,
  lastName: "Lee",
  email: "ada@example.com",
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  profileImageUrl: null,
  enrollments: [
    {
      databaseId: "e1",
      progress: 50,
      completedLessons: 6,
      course: { databaseId: 3, title: "Linux", totalLessons: 12 },
    },
  ],
});

describe("REST shapes", () => {
  it("gives a student the legacy shape: plain ids, the enrolment's course by its number", () => {
    const { databaseId, enrollments, ...unchanged } = student("Ada");
    expect([databaseId, enrollments.length]).toEqual(["u1", 1]);
    expect(toStudent(student("Ada"))).toEqual({
      id: "u1",
      ...unchanged,
      enrollments: [
        { id: "e1", progress: 50, completedLessons: 6, course: { id: 3, title: "Linux", totalLessons: 12 } },
      ],
    });
  });

  it("shapes a node object once (a cached answer's nodes come back as the same objects), each new one afresh", () => {
    const cached = student("Ada");
    expect(toStudent(cached)).toBe(toStudent(cached));
    const fresh = student("Grace");
    expect(toStudent(fresh)).not.toBe(toStudent(cached));
    expect(toStudent(fresh).firstName).toBe("Grace");
  });
});
