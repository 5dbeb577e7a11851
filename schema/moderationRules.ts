import type { Context } from "./context.js";
import type { Prisma } from "./generated/prisma/client.js";

/** What a hidden post shows in place of its text to everyone but moderators. */
export const HIDDEN = "[hidden]";

/** Whether the viewer may pin, lock, move, hide and restore posts (the schema's `moderator` scope). */
export function canModerate(ctx: Pick<Context, "viewer">): boolean {
  return ctx.viewer?.role === "COMMUNITY" && ctx.viewer.isModerator === true;
}

/** Moderators read hidden posts (to review and restore them); everyone else reads "[hidden]". */
export const seesHidden = canModerate;

/** The text a viewer reads of a post: its own, "[deleted]" once deleted, "[hidden]" while hidden. */
export function visibleText(
  ctx: Pick<Context, "viewer">,
  post: { hiddenAt: Date | null; deletedAt?: Date | null },
  text: string,
  deleted: string,
): string {
  if (post.deletedAt) return deleted;
  if (post.hiddenAt && !seesHidden(ctx)) return HIDDEN;
  return text;
}

/** The moderator's reason, for moderators and the post's author; null for anyone else or when shown. */
export function visibleHiddenReason(
  ctx: Pick<Context, "viewer">,
  post: { hiddenAt: Date | null; hiddenReason: string | null; authorId: string },
): string | null {
  if (!post.hiddenAt) return null;
  return seesHidden(ctx) || post.authorId === ctx.viewer?.id ? post.hiddenReason : null;
}

/** The board lists hidden discussions to moderators only. */
export function boardVisibility(ctx: Pick<Context, "viewer">): Prisma.DiscussionWhereInput {
  return seesHidden(ctx) ? {} : { hiddenAt: null };
}

/** Search reads hidden replies for moderators only. */
export function replyVisibility(ctx: Pick<Context, "viewer">): Prisma.ReplyWhereInput {
  return seesHidden(ctx) ? {} : { hiddenAt: null };
}

/** Open flags from this many distinct members hide a post until a moderator reviews it (Discourse's default). */
export const FLAGS_TO_HIDE = 3;

/** The reason a post hidden by members' flags shows to its author and the moderators. */
export const HIDDEN_BY_FLAGS = `Flagged by ${FLAGS_TO_HIDE} members: waiting for a moderator's review.`;

/** A post's open flags: the ones a moderator has not acted on yet. */
export function openFlagsOf(post: { discussionId: string } | { replyId: string }): Prisma.FlagWhereInput {
  return { ...post, resolvedAt: null };
}

/**
 * A moderator's action on a post (hide, restore, keep) settles the flags on it: they leave the
 * queue, and the post is not hidden again by the same flags. Run inside the action's transaction.
 */
export function resolveFlags(
  tx: Prisma.TransactionClient,
  post: { discussionId: string } | { replyId: string },
): Promise<unknown> {
  return tx.flag.updateMany({ where: openFlagsOf(post), data: { resolvedAt: new Date() } });
}
