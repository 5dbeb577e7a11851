import { describe, expect, it } from "vitest";
import { bulkSummary } from "../bulkSummary";

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
