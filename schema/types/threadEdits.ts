import { z } from "zod";
import { globalIdOf } from "../globalIds.js";
import type { Context } from "../context.js";
import { editDiscussionSchema, replyContentSchema } from "../discussionRules.js";
import { failure, notFound } from "../errors.js";
import { notifiedAbout } from "../notify.js";
import { builder, mutationInput, type Types } from "../builder.js";
import { DiscussionNode } from "./discussion.js";
import { ReplyNode } from "./reply.js";
import { discussionInput, discussionOutput } from "./replyMutations.js";

/** Authors edit and delete their own posts; anyone else is refused with what they tried. */
function mustBeAuthor(ctx: Context, post: { authorId: string } | null, what: string, action: string) {
  if (!post) throw notFound(what);
  if (post.authorId !== ctx.viewer!.id)
    throw failure("FORBIDDEN", `Only its author can ${action} this ${what.toLowerCase()}.`);
}

const replyInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: ReplyNode, description: "The reply's global id." });

/** The reply, when the signed-in member wrote it. */
async function ownReply(ctx: Context, id: string, action: string) {
  const reply = await ctx.prisma.reply.findUnique({ where: { id }, select: { authorId: true, discussionId: true } });
  mustBeAuthor(ctx, reply, "Reply", action);
  return reply!;
}

builder.relayMutationField(
  "editReply",
  {
    description: "New text for a reply.",
    inputFields: (t) => ({
      replyId: replyInput(t),
      content: t.string({ required: true, validate: replyContentSchema, description: "The reply, in Markdown." }),
    }),
  },
  {
    description: "Changes the signed-in member's own reply; it shows as edited, with the time.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.replyId.id;
      const reply = await ownReply(ctx, id, "edit");
      const now = new Date();
      await ctx.prisma.$transaction([
        ctx.prisma.reply.update({
          where: { id },
          data: { content: input.content, editedAt: now },
          select: { id: true },
        }),
        ctx.prisma.discussion.update({
          where: { id: reply.discussionId },
          data: { lastActivityAt: now, activityAt: now },
          select: { id: true },
        }),
      ]);
      return { id };
    },
  },
  {
    description: "The reply as it now reads.",
    outputFields: (t) => ({
      reply: t.prismaField({
        type: ReplyNode,
        description: "The edited reply.",
        resolve: (query, edited, _args, ctx) =>
          ctx.prisma.reply.findUniqueOrThrow({ ...query, where: { id: edited.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "deleteReply",
  {
    description: "A reply to remove.",
    inputFields: (t) => ({
      replyId: replyInput(t),
    }),
  },
  {
    description: "Removes the signed-in member's own reply; its discussion counts one reply less.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.replyId.id;
      const reply = await ownReply(ctx, id, "delete");
      // Its notifications go with it (cascade): their members' bells move.
      const notified = await notifiedAbout(ctx.prisma, { replyId: id });
      await ctx.prisma.$transaction([
        ctx.prisma.reply.delete({ where: { id }, select: { id: true } }),
        ctx.prisma.discussion.update({
          where: { id: reply.discussionId },
          data: { commentsCount: { decrement: 1 } },
          select: { id: true },
        }),
      ]);
      ctx.boardEvents.notificationsChanged(notified);
      return { id, discussionId: reply.discussionId };
    },
  },
  {
    description: "What went, and its discussion's new count.",
    outputFields: (t) => ({
      deletedReplyId: t.id({
        description: "The removed reply's global id (for Relay's @deleteEdge).",
        resolve: (deleted) => globalIdOf("Reply", deleted.id),
      }),
      discussion: discussionOutput(t, "The discussion, with its reply count."),
    }),
  },
);

builder.relayMutationField(
  "editDiscussion",
  {
    description: "New title or text for a discussion; omitted fields keep their value.",
    inputFields: (t) => ({
      discussionId: discussionInput(t),
      title: t.string({ description: "Headline." }),
      content: t.string({ description: "Text, in Markdown." }),
    }),
    // The discussion is a global id here, checked by the resolver.
    validate: mutationInput(editDiscussionSchema.extend({ discussionId: z.unknown() })),
  },
  {
    description: "Changes the signed-in member's own discussion; it shows as edited, with the time.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.discussionId.id;
      const discussion = await ctx.prisma.discussion.findUnique({
        where: { id },
        select: { authorId: true, deletedAt: true },
      });
      mustBeAuthor(ctx, discussion, "Discussion", "edit");
      if (discussion!.deletedAt) throw failure("CONFLICT", "This discussion was deleted: it can no longer be edited.");
      const now = new Date();
      const { title, content } = input;
      await ctx.prisma.discussion.update({
        where: { id },
        data: {
          ...(title ? { title } : {}),
          ...(content ? { content } : {}),
          editedAt: now,
          lastActivityAt: now,
          activityAt: now,
        },
        select: { id: true },
      });
      return { discussionId: id };
    },
  },
  {
    description: "The discussion as it now reads.",
    outputFields: (t) => ({ discussion: discussionOutput(t, "The edited discussion.") }),
  },
);

builder.relayMutationField(
  "deleteDiscussion",
  {
    description: "A discussion to delete.",
    inputFields: (t) => ({
      discussionId: discussionInput(t),
    }),
  },
  {
    description:
      'Deletes the signed-in member\'s own discussion: removed when it has no replies, otherwise kept in place as "[deleted]".',
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.discussionId.id;
      const discussion = await ctx.prisma.discussion.findUnique({
        where: { id },
        select: { authorId: true, _count: { select: { replies: true } } },
      });
      mustBeAuthor(ctx, discussion, "Discussion", "delete");
      if (discussion!._count.replies > 0) {
        await ctx.prisma.discussion.update({ where: { id }, data: { deletedAt: new Date() }, select: { id: true } });
        return { id, removed: false };
      }
      const notified = await notifiedAbout(ctx.prisma, { discussionId: id });
      await ctx.prisma.discussion.delete({ where: { id }, select: { id: true } });
      ctx.boardEvents.notificationsChanged(notified);
      return { id, removed: true };
    },
  },
  {
    description: "What became of the discussion.",
    outputFields: (t) => ({
      deletedDiscussionId: t.id({
        nullable: true,
        description: 'The discussion\'s global id when it was removed (no replies); null when it stays as "[deleted]".',
        resolve: (deleted) => (deleted.removed ? globalIdOf("Discussion", deleted.id) : null),
      }),
      discussion: t.prismaField({
        type: DiscussionNode,
        nullable: true,
        description: 'The discussion as "[deleted]" when it had replies; null when it was removed.',
        resolve: (query, deleted, _args, ctx) =>
          deleted.removed ? null : ctx.prisma.discussion.findUniqueOrThrow({ ...query, where: { id: deleted.id } }),
      }),
    }),
  },
);
