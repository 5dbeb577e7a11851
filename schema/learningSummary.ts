import type { Context } from "./context.js";
import { currentStreak, earnedBadges, type EarnedBadge } from "./learningRules.js";

export type LearningSummary = { streakDays: number; badges: EarnedBadge[] };

// One read of the activity log per request, however many dashboard fields ask for it.
const summaries = new WeakMap<Context, Promise<LearningSummary>>();

/** The signed-in student's streak and badges, from their learning activity (schema/learningRules.ts). */
export function learningSummaryOf(ctx: Context): Promise<LearningSummary> {
  let summary = summaries.get(ctx);
  if (!summary) {
    summary = ctx.prisma.learningActivity
      .findMany({
        where: { userId: ctx.viewer?.id ?? "" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { kind: true, createdAt: true },
      })
      .then((facts) => ({ streakDays: currentStreak(facts, new Date()), badges: earnedBadges(facts) }));
    summaries.set(ctx, summary);
  }
  return summary;
}
