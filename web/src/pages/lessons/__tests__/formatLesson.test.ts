import { describe, expect, it } from "vitest";
import { formatMinutes, initials, titleCase } from "../formatLesson";

describe("lesson formatting", () => {
  it("formats minutes, difficulty and initials", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(titleCase("EXPERT")).toBe("Expert");
    expect(initials("Emily  Carter Smith")).toBe("EC");
  });
});
