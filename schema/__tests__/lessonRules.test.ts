import { describe, expect, it } from "vitest";
import { percentOf, programStatus } from "../lessonProgress.js";
import { lessonTextSchema } from "../lessonRules.js";

describe("lesson text", () => {
  it("stores the trimmed comment and refuses a blank or overlong one", () => {
    expect(lessonTextSchema("Comment").parse("  Nice lab  ")).toBe("Nice lab");
    expect(lessonTextSchema("Comment").safeParse("   ").error?.issues[0]?.message).toBe("Comment is required");
    expect(lessonTextSchema("Question").safeParse("x".repeat(2001)).error?.issues[0]?.message).toBe(
      "Question is too long",
    );
  });
});

describe("progress", () => {
  it("is the whole-percent share of completed lessons, capped at 100", () => {
    expect(percentOf(0, 12)).toBe(0);
    expect(percentOf(3, 12)).toBe(25);
    expect(percentOf(1, 16)).toBe(6);
    expect(percentOf(20, 12)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });

  it("gives the program status of spec 4", () => {
    expect(programStatus(0, true)).toBe("NOT_STARTED");
    expect(programStatus(40, true)).toBe("IN_PROGRESS");
    expect(programStatus(100, true)).toBe("COMPLETED");
    expect(programStatus(40, false)).toBe("LOCKED");
  });
});
