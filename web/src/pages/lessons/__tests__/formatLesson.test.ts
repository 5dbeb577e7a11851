import { describe, expect, it } from "vitest";
import { formatMinutes, initials, timeAgo, titleCase } from "../formatLesson";

const NOW = Date.parse("2026-11-23T12:00:00Z");

describe("lesson formatting", () => {
  it("says how long ago in standard wording", () => {
    expect(timeAgo("2026-11-23T11:59:40Z", NOW)).toBe("just now");
    expect(timeAgo("2026-11-23T10:00:00Z", NOW)).toBe("2 hours ago");
    expect(timeAgo("2026-11-22T10:00:00Z", NOW)).toBe("yesterday");
    expect(timeAgo("2026-11-09T12:00:00Z", NOW)).toBe("2 weeks ago");
  });

  it("formats minutes, difficulty and initials", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(titleCase("EXPERT")).toBe("Expert");
    expect(initials("Emily  Carter Smith")).toBe("EC");
  });
});
