import { builder, type Types } from "../builder.js";
import { failure, notFound } from "../errors.js";
import type { Context } from "../context.js";
import { notifyLiked } from "../notify.js";
import { ReplyNode } from "./reply.js";

// Members like replies as they like discussions: once each, the counter kept in step in one transaction.

const likeInput = (description: string) => ({
  description,
  inputFields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    replyId: t.globalID({ required: true, for: ReplyNode, description: "The reply's global id." }),
  }),
});
const likePayload = {
  description: "The reply with its new like count.",
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, { id: string }>) => ({
    reply: t.prismaField({
      type: ReplyNode,
      description: "The reply, with likesCount and viewerHasLiked as they now are.",
      resolve: (query, liked, _args, ctx) => ctx.prisma.reply.findUniqueOrThrow({ ...query, where: { id: liked.id } }),
    }),
  }),
};

builder.relayMutationField(
  "likeReply",
  likeInput("The reply to like."),
  {
    description: "Likes a reply as the signed-in member; liking twice changes nothing. A hidden reply takes no likes.",
    authScopes: { community: true },
    resolve: (_root, { input }, ctx) => setReplyLike(ctx, input.replyId.id, true),
  },
  likePayload,
);

builder.relayMutationField(
  "unlikeReply",
  likeInput("The reply to unlike."),
  {
    description: "Takes the signed-in member's like of a reply back; unliking twice changes nothing.",
    authScopes: { community: true },
    resolve: (_root, { input }, ctx) => setReplyLike(ctx, input.replyId.id, false),
  },
  likePayload,
);

/**
 * Adds or removes a like and keeps the reply's counter in step, in one transaction; a new like
 * notifies the reply's author.
 */
async function setReplyLike(ctx: Context, replyId: string, liked: boolean): Promise<{ id: string }> {
  const userId = ctx.viewer!.id;
  const reply = await ctx.prisma.reply.findUnique({
    where: { id: replyId },
    select: { id: true, hiddenAt: true, discussionId: true, authorId: true },
  });
  if (!reply) throw notFound("Reply");
  if (liked && reply.hiddenAt) throw failure("CONFLICT", "A hidden reply cannot be liked.");
  const notified = await ctx.prisma.$transaction(async (tx) => {
    if (liked) {
      const created = await tx.replyLike.createMany({ data: [{ userId, replyId }], skipDuplicates: true });
      if (created.count === 0) return [];
      await tx.reply.update({ where: { id: replyId }, data: { likesCount: { increment: 1 } } });
      return notifyLiked(tx, { actorId: userId, discussionId: reply.discussionId, replyId, post: reply });
    }
    const removed = await tx.replyLike.deleteMany({ where: { userId, replyId } });
    if (removed.count > 0) await tx.reply.update({ where: { id: replyId }, data: { likesCount: { decrement: 1 } } });
    return [];
  });
  ctx.boardEvents.notificationsChanged(notified);
  return { id: replyId };
}
