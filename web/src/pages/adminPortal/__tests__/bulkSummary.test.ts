import { describe, expect, it } from "vitest";
import { bulkSummary, matchingSummary } from "../bulkSummary";

const student = (firstName: string) => ({ firstName, lastName: "Lee" });

describe("bulkSummary", () => {
  it("counts the students changed", () => {
    expect(bulkSummary("Enrolled", [{ done: true, reason: null, student: student("Ada") }])).toEqual({
      title: "Enrolled 1 student",
    });
  });

  it("names each student skipped, with the reason", () => {
    expect(
      bulkSummary("Enrolled", [
        { done: true, reason: null, student: student("Ada") },
        { done: false, reason: "Already enrolled in Cloud", student: student("Bo") },
        { done: false, reason: "Already enrolled in Cloud", student: student("Cy") },
      ]),
    ).toEqual({
      title: "Enrolled 1 student",
      description: "Skipped 2 students: Bo Lee (Already enrolled in Cloud); Cy Lee (Already enrolled in Cloud)",
    });
  });
});

describe("matchingSummary", () => {
  it("counts thousands of students the way the list does, and those already so", () => {
    expect(matchingSummary("Enrolled", 10_000, 0, "enrolled")).toEqual({ title: "Enrolled 10,000 students" });
    expect(matchingSummary("Disabled", 1, 2_345, "disabled")).toEqual({
      title: "Disabled 1 student",
      description: "Skipped 2,345 students already disabled",
    });
  });
});
