import type { Context } from "./context.js";
import { canModerate } from "./moderationRules.js";

/** The category whose discussions are questions that take an accepted answer (Lab Help). */
export const QUESTION_CATEGORY_ID = "lab";

/** Whether a discussion is a question: only Lab Help's discussions take an accepted answer. */
export function isQuestion(discussion: { categoryId: string }): boolean {
  return discussion.categoryId === QUESTION_CATEGORY_ID;
}

/** The question's author or a moderator marks (and unmarks) its accepted answer. */
export function canAcceptAnswer(
  ctx: Pick<Context, "viewer">,
  discussion: { categoryId: string; authorId: string; deletedAt: Date | null },
): boolean {
  if (ctx.viewer?.role !== "COMMUNITY" || !isQuestion(discussion) || discussion.deletedAt) return false;
  return discussion.authorId === ctx.viewer.id || canModerate(ctx);
}
