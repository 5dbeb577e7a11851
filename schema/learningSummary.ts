import type { Context } from "./context.js";
import { currentStreak, earnedBadges, type EarnedBadge } from "./learningRules.js";
import { requestBatch } from "./requestBatch.js";

export type LearningSummary = { streakDays: number; badges: EarnedBadge[] };

// One read of the activity log per request, however many dashboard fields ask for it.
const batch = requestBatch<LearningSummary>({ keep: true });

/** The signed-in student's streak and badges, from their learning activity (schema/learningRules.ts). */
export async function learningSummaryOf(ctx: Context): Promise<LearningSummary> {
  const userId = ctx.viewer?.id ?? "";
  const [summary] = await batch(ctx, "learning-summary", [userId], async () => {
    const facts = await ctx.prisma.learningActivity.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { kind: true, createdAt: true },
    });
    return new Map([[userId, { streakDays: currentStreak(facts, new Date()), badges: earnedBadges(facts) }]]);
  });
  return summary!;
}
