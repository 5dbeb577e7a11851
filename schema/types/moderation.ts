import { AUDIT_ACTIONS, recordAudit, type AuditAction } from "../audit.js";
import { builder, type Types } from "../builder.js";
import { moderationReasonSchema } from "../discussionRules.js";
import { failure, notFound } from "../errors.js";
import { resolveFlags } from "../moderationRules.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { ModerationAction } from "../notificationRules.js";
import { notifyModerated } from "../notify.js";
import { CategoryNode } from "./category.js";
import { ReplyNode } from "./reply.js";
import { discussionInput, discussionOutput } from "./replyMutations.js";

// Moderators act on any post, always with a reason; each change and its audit entry are written in
// one transaction, so the admin portal's log never misses or invents an action.

const reasonInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.string({
    required: true,
    validate: moderationReasonSchema,
    description: "Why: shown to the author and kept in the audit log (at most 500 characters).",
  });

export const DiscussionModeration = builder.enumType("DiscussionModeration", {
  description: "What a moderator does to a discussion.",
  values: {
    PIN: { description: "Keep it at the top of the board." },
    UNPIN: { description: "Let it sort with the others again." },
    LOCK: { description: "Close it to new replies." },
    UNLOCK: { description: "Open it to replies again." },
    HIDE: { description: "Take it off the board: members see it as hidden, moderators still read it." },
    RESTORE: { description: "Show a hidden discussion again." },
  } as const,
});

type DiscussionAction = typeof DiscussionModeration.$inferType;

const discussionChanges: Record<
  DiscussionAction,
  { audit: AuditAction; told: ModerationAction; data: (reason: string) => Prisma.DiscussionUpdateInput }
> = {
  PIN: { audit: AUDIT_ACTIONS.DISCUSSION_PIN, told: "pinned", data: () => ({ isPinned: true }) },
  UNPIN: { audit: AUDIT_ACTIONS.DISCUSSION_UNPIN, told: "unpinned", data: () => ({ isPinned: false }) },
  LOCK: { audit: AUDIT_ACTIONS.DISCUSSION_LOCK, told: "locked", data: () => ({ isLocked: true }) },
  UNLOCK: { audit: AUDIT_ACTIONS.DISCUSSION_UNLOCK, told: "unlocked", data: () => ({ isLocked: false }) },
  HIDE: {
    audit: AUDIT_ACTIONS.DISCUSSION_HIDE,
    told: "hid",
    data: (reason) => ({ hiddenAt: new Date(), hiddenReason: reason }),
  },
  RESTORE: {
    audit: AUDIT_ACTIONS.DISCUSSION_RESTORE,
    told: "restored",
    data: () => ({ hiddenAt: null, hiddenReason: null }),
  },
};

/** The audit entry's detail: which post, and why. */
const detailOf = (what: string, reason: string) => `${what} (reason: ${reason})`;

async function discussionToModerate(ctx: { prisma: Prisma.TransactionClient }, id: string) {
  const discussion = await ctx.prisma.discussion.findUnique({
    where: { id },
    select: { authorId: true, title: true, categoryId: true },
  });
  if (!discussion) throw notFound("Discussion");
  return discussion;
}

builder.relayMutationField(
  "moderateDiscussion",
  {
    description: "A moderator's action on a discussion, with its reason.",
    inputFields: (t) => ({
      discussionId: discussionInput(t),
      action: t.field({ type: DiscussionModeration, required: true, description: "What to do." }),
      reason: reasonInput(t),
    }),
  },
  {
    description: "Pins, unpins, locks, unlocks, hides or restores any discussion (moderators only); audited.",
    authScopes: { moderator: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.discussionId.id;
      const discussion = await discussionToModerate(ctx, id);
      const change = discussionChanges[input.action];
      const notified = await ctx.prisma.$transaction(async (tx) => {
        await tx.discussion.update({ where: { id }, data: change.data(input.reason), select: { id: true } });
        // Hiding or restoring settles the members' flags on it.
        if (input.action === "HIDE" || input.action === "RESTORE") await resolveFlags(tx, { discussionId: id });
        await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: change.audit,
          subjectId: discussion.authorId,
          detail: detailOf(`"${discussion.title}"`, input.reason),
        });
        return notifyModerated(tx, {
          actorId: ctx.viewer!.id,
          post: { discussionId: id },
          action: change.told,
          reason: input.reason,
        });
      });
      ctx.boardEvents.notificationsChanged(notified);
      return { discussionId: id };
    },
  },
  {
    description: "The discussion as it now stands.",
    outputFields: (t) => ({ discussion: discussionOutput(t, "The moderated discussion.") }),
  },
);

builder.relayMutationField(
  "moveDiscussion",
  {
    description: "A discussion to file under another category, with the reason.",
    inputFields: (t) => ({
      discussionId: discussionInput(t),
      categoryId: t.globalID({ required: true, for: CategoryNode, description: "The category to move it to." }),
      reason: reasonInput(t),
    }),
  },
  {
    description: "Moves any discussion to another category (moderators only); audited.",
    authScopes: { moderator: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.discussionId.id;
      const categoryId = input.categoryId.id;
      const discussion = await discussionToModerate(ctx, id);
      const category = await ctx.prisma.category.findUnique({ where: { id: categoryId }, select: { name: true } });
      if (!category) throw notFound("Category");
      if (discussion.categoryId === categoryId)
        throw failure("CONFLICT", `This discussion is already in ${category.name}.`);
      const notified = await ctx.prisma.$transaction(async (tx) => {
        await tx.discussion.update({ where: { id }, data: { categoryId }, select: { id: true } });
        await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: AUDIT_ACTIONS.DISCUSSION_MOVE,
          subjectId: discussion.authorId,
          detail: detailOf(`"${discussion.title}" to ${category.name}`, input.reason),
        });
        return notifyModerated(tx, {
          actorId: ctx.viewer!.id,
          post: { discussionId: id },
          action: "moved",
          reason: input.reason,
          to: category.name,
        });
      });
      ctx.boardEvents.notificationsChanged(notified);
      return { discussionId: id };
    },
  },
  {
    description: "The discussion in its new category.",
    outputFields: (t) => ({ discussion: discussionOutput(t, "The moved discussion.") }),
  },
);

export const ReplyModeration = builder.enumType("ReplyModeration", {
  description: "What a moderator does to a reply.",
  values: {
    HIDE: { description: "Members see it as hidden; moderators still read it." },
    RESTORE: { description: "Show a hidden reply again." },
  } as const,
});

builder.relayMutationField(
  "moderateReply",
  {
    description: "A moderator's action on a reply, with its reason.",
    inputFields: (t) => ({
      replyId: t.globalID({ required: true, for: ReplyNode, description: "The reply's global id." }),
      action: t.field({ type: ReplyModeration, required: true, description: "What to do." }),
      reason: reasonInput(t),
    }),
  },
  {
    description: "Hides or restores any reply (moderators only); audited.",
    authScopes: { moderator: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.replyId.id;
      const reply = await ctx.prisma.reply.findUnique({
        where: { id },
        select: { authorId: true, discussion: { select: { title: true } } },
      });
      if (!reply) throw notFound("Reply");
      const hide = input.action === "HIDE";
      const notified = await ctx.prisma.$transaction(async (tx) => {
        await tx.reply.update({
          where: { id },
          data: hide ? { hiddenAt: new Date(), hiddenReason: input.reason } : { hiddenAt: null, hiddenReason: null },
          select: { id: true },
        });
        await resolveFlags(tx, { replyId: id });
        await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: hide ? AUDIT_ACTIONS.REPLY_HIDE : AUDIT_ACTIONS.REPLY_RESTORE,
          subjectId: reply.authorId,
          detail: detailOf(`a reply in "${reply.discussion.title}"`, input.reason),
        });
        return notifyModerated(tx, {
          actorId: ctx.viewer!.id,
          post: { replyId: id },
          action: hide ? "hid" : "restored",
          reason: input.reason,
        });
      });
      ctx.boardEvents.notificationsChanged(notified);
      return { id };
    },
  },
  {
    description: "The reply as it now stands.",
    outputFields: (t) => ({
      reply: t.prismaField({
        type: ReplyNode,
        description: "The moderated reply.",
        resolve: (query, changed, _args, ctx) =>
          ctx.prisma.reply.findUniqueOrThrow({ ...query, where: { id: changed.id } }),
      }),
    }),
  },
);
