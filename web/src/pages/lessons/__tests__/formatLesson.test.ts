import { describe, expect, it } from "vitest";
import { formatMinutes, titleCase } from "../formatLesson";

describe("lesson formatting", () => {
  it("formats minutes and difficulty", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(titleCase("EXPERT")).toBe("Expert");
  });
});
