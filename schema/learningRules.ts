import type { LearningActivityKind } from "./generated/prisma/enums.js";

// Streaks and badges, derived from the learning activity log (schema/learningActivity.ts). Days are
// UTC days: no time zone is stored for students, so everyone's day turns at 00:00 UTC.

export type ActivityFact = { kind: LearningActivityKind; createdAt: Date };

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/**
 * The current streak: consecutive UTC days with any activity, ending today or yesterday (a streak
 * survives until the end of the day after its last activity). 0 when neither day had any.
 */
export function currentStreak(facts: readonly ActivityFact[], now: Date): number {
  const days = new Set(facts.map((f) => dayOf(f.createdAt)));
  const today = dayOf(now);
  let day = days.has(today) ? today : days.has(today - 1) ? today - 1 : null;
  if (day === null) return 0;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

type Earned = (facts: readonly ActivityFact[]) => Date | null;

/** When the n-th activity of a kind happened. */
const nth =
  (kind: LearningActivityKind, n: number): Earned =>
  (facts) =>
    facts.filter((f) => f.kind === kind)[n - 1]?.createdAt ?? null;

/** The first activity of the n-th distinct day with activity. */
const learningDays =
  (n: number): Earned =>
  (facts) => {
    let seen = 0;
    let last: number | null = null;
    for (const fact of facts) {
      const day = dayOf(fact.createdAt);
      if (day === last) continue;
      last = day;
      if (++seen === n) return fact.createdAt;
    }
    return null;
  };

/** The first activity of the day on which a run of n consecutive days was first reached. */
const streakOf =
  (n: number): Earned =>
  (facts) => {
    let run = 0;
    let last: number | null = null;
    for (const fact of facts) {
      const day = dayOf(fact.createdAt);
      if (day === last) continue;
      run = last !== null && day === last + 1 ? run + 1 : 1;
      last = day;
      if (run === n) return fact.createdAt;
    }
    return null;
  };

export type BadgeRule = { id: string; name: string; description: string; earnedAt: Earned };

/** Every badge and how it is earned, in display order. */
export const BADGES: readonly BadgeRule[] = [
  {
    id: "first-lesson",
    name: "First Lesson",
    description: "Completed a first lesson.",
    earnedAt: nth("LESSON_COMPLETED", 1),
  },
  {
    id: "ten-lessons",
    name: "Ten Lessons",
    description: "Completed ten lessons.",
    earnedAt: nth("LESSON_COMPLETED", 10),
  },
  { id: "first-lab", name: "First Lab", description: "Completed a first lab.", earnedAt: nth("LAB_COMPLETED", 1) },
  { id: "five-labs", name: "Five Labs", description: "Completed five labs.", earnedAt: nth("LAB_COMPLETED", 5) },
  {
    id: "module-complete",
    name: "Module Complete",
    description: "Completed every lesson of a module.",
    earnedAt: nth("MODULE_COMPLETED", 1),
  },
  {
    id: "track-complete",
    name: "Track Complete",
    description: "Completed every module and lab of a track.",
    earnedAt: nth("TRACK_COMPLETED", 1),
  },
  {
    id: "certified",
    name: "Certified",
    description: "Earned a track certificate.",
    earnedAt: nth("CERTIFICATE_ISSUED", 1),
  },
  { id: "streak-3", name: "3-Day Streak", description: "Learned three days in a row.", earnedAt: streakOf(3) },
  { id: "streak-7", name: "7-Day Streak", description: "Learned seven days in a row.", earnedAt: streakOf(7) },
  { id: "streak-30", name: "30-Day Streak", description: "Learned thirty days in a row.", earnedAt: streakOf(30) },
  {
    id: "ten-days",
    name: "10 Learning Days",
    description: "Learned on ten different days.",
    earnedAt: learningDays(10),
  },
];

export type EarnedBadge = { id: string; name: string; description: string; earnedAt: Date };

/** The badges the activity earned, each with when; `facts` in any order. */
export function earnedBadges(facts: readonly ActivityFact[]): EarnedBadge[] {
  const ordered = [...facts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return BADGES.flatMap(({ earnedAt, ...badge }) => {
    const at = earnedAt(ordered);
    return at ? [{ ...badge, earnedAt: at }] : [];
  });
}
