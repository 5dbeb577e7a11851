import { describe, expect, it } from "vitest";
import { lessonsPerWeek, weekStartOf } from "../progressCharts.js";
import { beatCredit, durationMinutes, formatTimeLeft, formatTimeSpent, STUDY_TIME } from "../studyTime.js";

const at = (iso: string) => new Date(iso);

describe("what a heartbeat is worth", () => {
  const now = at("2026-11-25T12:00:00Z");
  const ago = (s: number) => new Date(now.getTime() - s * 1000);

  it("is the time since the previous beat, at most 60 s", () => {
    expect(beatCredit(now, ago(30), 0)).toBe(30);
    expect(beatCredit(now, ago(90), 0)).toBe(STUDY_TIME.maxCreditSeconds);
  });

  it("is nothing for the first beat, a beat from the future, or after a silence", () => {
    expect(beatCredit(now, null, 0)).toBe(0);
    expect(beatCredit(now, ago(-5), 0)).toBe(0);
    expect(beatCredit(now, ago(STUDY_TIME.maxGapSeconds + 1), 0)).toBe(0);
  });

  it("never takes a module's day past its cap", () => {
    expect(beatCredit(now, ago(30), STUDY_TIME.maxSecondsPerDay - 10)).toBe(10);
    expect(beatCredit(now, ago(30), STUDY_TIME.maxSecondsPerDay)).toBe(0);
  });
});

describe("the sidebar's time figures", () => {
  it("reads a module card's duration text", () => {
    expect(durationMinutes("2 hours")).toBe(120);
    expect(durationMinutes("3 h")).toBe(180);
    expect(durationMinutes("1h 30m")).toBe(90);
    expect(durationMinutes("45 min")).toBe(45);
    expect(durationMinutes("self-paced")).toBeNull();
  });

  it("words time spent like the sample's 2.5 hours and time left like its 3h 45m", () => {
    expect([formatTimeSpent(59), formatTimeSpent(45 * 60), formatTimeSpent(3600), formatTimeSpent(9000)]).toEqual([
      "0 min",
      "45 min",
      "1 hour",
      "2.5 hours",
    ]);
    expect([formatTimeLeft(225), formatTimeLeft(120), formatTimeLeft(45), formatTimeLeft(-5)]).toEqual([
      "3h 45m",
      "2h",
      "45m",
      "0m",
    ]);
  });
});

describe("lessons per week", () => {
  it("groups completions into the last eight weeks, Monday to Sunday (UTC), empty weeks included", () => {
    expect(weekStartOf(at("2026-11-29T23:59:00Z"))).toEqual(at("2026-11-23T00:00:00Z"));
    const weeks = lessonsPerWeek(
      [at("2026-11-23T00:00:00Z"), at("2026-11-25T09:00:00Z"), at("2026-11-22T23:59:00Z"), at("2026-01-01T00:00:00Z")],
      at("2026-11-25T12:00:00Z"),
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[0]!.weekStart).toEqual(at("2026-10-05T00:00:00Z"));
    expect(weeks.map((w) => w.lessons)).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
  });
});
