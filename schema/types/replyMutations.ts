import { writeInPartition } from "../db/partitions.js";
import { builder, type Types } from "../builder.js";
import { edgeOf } from "../connections.js";
import { replyContentSchema } from "../discussionRules.js";
import { failure, notFound } from "../errors.js";
import { notifyReplyPosted } from "../notify.js";
import { DiscussionNode } from "./discussion.js";
import { Replies, viewDay } from "./reply.js";

export const discussionInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: DiscussionNode, description: "The discussion's global id." });

/** The discussion a payload returns, with the counts the change moved. */
export const discussionOutput = (
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, { discussionId: string }>,
  what: string,
) =>
  t.prismaField({
    type: DiscussionNode,
    description: what,
    resolve: (query, changed, _args, ctx) =>
      ctx.prisma.discussion.findUniqueOrThrow({ ...query, where: { id: changed.discussionId } }),
  });

builder.relayMutationField(
  "addReply",
  {
    description: "A reply in a discussion's thread.",
    inputFields: (t) => ({
      discussionId: discussionInput(t),
      content: t.string({
        required: true,
        validate: replyContentSchema,
        description: "The reply, in Markdown; blank text is refused.",
      }),
    }),
  },
  {
    description: "Posts a reply as the signed-in member; a locked discussion takes none (CONFLICT).",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      await ctx.postingThrottle?.attempt(ctx.viewer!.id);
      const discussionId = input.discussionId.id;
      const discussion = await ctx.prisma.discussion.findUnique({
        where: { id: discussionId },
        select: { isLocked: true, deletedAt: true, hiddenAt: true },
      });
      if (!discussion) throw notFound("Discussion");
      if (discussion.deletedAt) throw failure("CONFLICT", "This discussion was deleted: it takes no new replies.");
      if (discussion.isLocked) throw failure("CONFLICT", "This discussion is locked: it takes no new replies.");
      if (discussion.hiddenAt)
        throw failure("CONFLICT", "This discussion is hidden by a moderator: it takes no new replies.");
      const now = new Date();
      // The reply, the counts it moves and whom it notifies, together: the card never shows a count
      // its thread does not have, and no one hears of a reply that was not stored.
      // Only this discussion's row of the partitioned tables: other categories' lists stay cached. Its
      // category as the counter's update finds it (a moderator may have just moved it).
      const { reply, notified } = await writeInPartition((told) =>
        ctx.prisma.$transaction(async (tx) => {
          const reply = await tx.reply.create({
            data: { discussionId, authorId: ctx.viewer!.id, content: input.content, createdAt: now },
          });
          const counted = await tx.discussion.update({
            where: { id: discussionId },
            data: { commentsCount: { increment: 1 }, lastActivityAt: now, activityAt: now },
            select: { id: true, categoryId: true, isPinned: true, likesCount: true },
          });
          const notified = await notifyReplyPosted(tx, reply);
          told({ categoryId: counted.categoryId, discussion: counted, moved: "activity" }, notified);
          return { reply, notified };
        }),
      );
      ctx.boardEvents.replyAdded({ discussionId, replyId: reply.id });
      ctx.boardEvents.notificationsChanged(notified);
      return reply;
    },
  },
  {
    description: "The new reply, and its discussion.",
    outputFields: (t) => ({
      replyEdge: t.field({
        type: Replies.edge,
        description: "The new reply, as an edge to append to the thread.",
        resolve: (reply) => edgeOf(reply),
      }),
      discussion: discussionOutput(t, "The discussion, with its reply count and last activity moved."),
    }),
  },
);

builder.relayMutationField(
  "recordDiscussionView",
  {
    description: "A member opened a discussion.",
    inputFields: (t) => ({ discussionId: discussionInput(t) }),
  },
  {
    description: "Counts a view by the signed-in member: once per member, discussion and day (UTC), not per reload.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const discussionId = input.discussionId.id;
      const exists = await ctx.prisma.discussion.findUnique({ where: { id: discussionId }, select: { id: true } });
      if (!exists) throw notFound("Discussion");
      // One discussion's counter: its category's lists, not the others' (schema/db/partitions.ts).
      await writeInPartition((told) =>
        ctx.prisma.$transaction(async (tx) => {
          const counted = await tx.discussionView.createMany({
            data: [{ discussionId, userId: ctx.viewer!.id, day: viewDay(new Date()) }],
            skipDuplicates: true,
          });
          if (counted.count > 0) {
            const viewed = await tx.discussion.update({
              where: { id: discussionId },
              data: { viewsCount: { increment: 1 } },
              select: { id: true, categoryId: true, isPinned: true, likesCount: true },
            });
            told({ categoryId: viewed.categoryId, discussion: viewed });
          }
        }),
      );
      return { discussionId };
    },
  },
  {
    description: "The discussion with its view count.",
    outputFields: (t) => ({
      discussion: discussionOutput(t, "The discussion, with viewsCount as it now is."),
    }),
  },
);
