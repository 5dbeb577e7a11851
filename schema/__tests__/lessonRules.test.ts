import { describe, expect, it } from "vitest";
import { percentOf, programStatus } from "../lessonProgress.js";
import { isSubmittableText, lessonCommentSchema } from "../lessonRules.js";

describe("lesson text", () => {
  it("ignores empty and whitespace-only text", () => {
    expect(isSubmittableText("")).toBe(false);
    expect(isSubmittableText("  \n\t ")).toBe(false);
    expect(isSubmittableText(" ok ")).toBe(true);
  });

  it("stores the trimmed comment and refuses a blank one", () => {
    expect(lessonCommentSchema.parse({ content: "  Nice lab  " })).toEqual({ content: "Nice lab" });
    expect(lessonCommentSchema.safeParse({ content: "   " }).success).toBe(false);
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
