import { describe, expect, it } from "vitest";
import type { LearningActivityKind } from "../generated/prisma/enums.js";
import { currentStreak, earnedBadges, type ActivityFact } from "../learningRules.js";

const NOW = new Date("2026-11-25T10:00:00Z");
/** An activity `daysAgo` UTC days before NOW, at the given UTC hour. */
const at = (daysAgo: number, kind: LearningActivityKind = "LESSON_COMPLETED", hour = 12): ActivityFact => {
  const date = new Date(NOW);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  date.setUTCHours(hour, 0, 0, 0);
  return { kind, createdAt: date };
};
const ids = (facts: ActivityFact[]) => earnedBadges(facts).map((b) => b.id);

describe("streak", () => {
  it("is 0 without activity, or when the last activity was before yesterday", () => {
    expect(currentStreak([], NOW)).toBe(0);
    expect(currentStreak([at(2), at(3)], NOW)).toBe(0);
  });

  it("counts consecutive UTC days ending today, or ending yesterday (not broken until today ends)", () => {
    expect(currentStreak([at(0), at(1), at(2), at(4)], NOW)).toBe(3);
    expect(currentStreak([at(1), at(2)], NOW)).toBe(2);
    // Several activities on one day count once.
    expect(currentStreak([at(0, "LESSON_COMPLETED", 1), at(0, "LAB_COMPLETED", 9), at(1)], NOW)).toBe(2);
  });

  it("turns at 00:00 UTC: 23:59 and 00:01 are two days", () => {
    const late = { kind: "LESSON_COMPLETED" as const, createdAt: new Date("2026-11-24T23:59:00Z") };
    const early = { kind: "LESSON_COMPLETED" as const, createdAt: new Date("2026-11-25T00:01:00Z") };
    expect(currentStreak([late, early], NOW)).toBe(2);
  });
});

describe("badges", () => {
  it("none for no activity; first lesson and first lab on their first completion, dated", () => {
    expect(earnedBadges([])).toEqual([]);
    const badges = earnedBadges([at(3, "LAB_COMPLETED"), at(5), at(4)]);
    expect(badges.map((b) => [b.id, b.earnedAt.toISOString()])).toEqual([
      ["first-lesson", at(5).createdAt.toISOString()],
      ["first-lab", at(3).createdAt.toISOString()],
      ["streak-3", at(3).createdAt.toISOString()],
    ]);
  });

  it("counts: ten lessons, five labs; module, track and certificate on their first entry", () => {
    const lessons = Array.from({ length: 10 }, () => at(0));
    expect(ids(lessons)).toEqual(["first-lesson", "ten-lessons"]);
    expect(ids(lessons.slice(0, 9))).toEqual(["first-lesson"]);
    const labs = Array.from({ length: 5 }, () => at(0, "LAB_COMPLETED"));
    expect(ids(labs)).toEqual(["first-lab", "five-labs"]);
    expect(ids([at(0, "MODULE_COMPLETED"), at(0, "TRACK_COMPLETED"), at(0, "CERTIFICATE_ISSUED")])).toEqual([
      "module-complete",
      "track-complete",
      "certified",
    ]);
  });

  it("streak badges need consecutive days; a gap starts over; 10 learning days need not be consecutive", () => {
    const sevenInARow = Array.from({ length: 7 }, (_, i) => at(20 - i));
    expect(ids(sevenInARow)).toEqual(["first-lesson", "streak-3", "streak-7"]);
    const broken = [at(20), at(19), at(18), at(16), at(15), at(14), at(13)];
    expect(ids(broken)).toEqual(["first-lesson", "streak-3"]);
    const tenApart = Array.from({ length: 10 }, (_, i) => at(i * 2));
    expect(ids(tenApart)).toEqual(["first-lesson", "ten-lessons", "ten-days"]);
  });
});
