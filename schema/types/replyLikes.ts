import { builder, type Types } from "../builder.js";
import { failure, notFound } from "../errors.js";
import type { PrismaClient } from "../generated/prisma/client.js";
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
    resolve: (_root, { input }, ctx) => setReplyLike(ctx.prisma, ctx.viewer!.id, input.replyId.id, true),
  },
  likePayload,
);

builder.relayMutationField(
  "unlikeReply",
  likeInput("The reply to unlike."),
  {
    description: "Takes the signed-in member's like of a reply back; unliking twice changes nothing.",
    authScopes: { community: true },
    resolve: (_root, { input }, ctx) => setReplyLike(ctx.prisma, ctx.viewer!.id, input.replyId.id, false),
  },
  likePayload,
);

/** Adds or removes a like and keeps the reply's counter in step, in one transaction. */
async function setReplyLike(
  prisma: PrismaClient,
  userId: string,
  replyId: string,
  liked: boolean,
): Promise<{ id: string }> {
  const reply = await prisma.reply.findUnique({ where: { id: replyId }, select: { id: true, hiddenAt: true } });
  if (!reply) throw notFound("Reply");
  if (liked && reply.hiddenAt) throw failure("CONFLICT", "A hidden reply cannot be liked.");
  await prisma.$transaction(async (tx) => {
    if (liked) {
      const created = await tx.replyLike.createMany({ data: [{ userId, replyId }], skipDuplicates: true });
      if (created.count > 0) await tx.reply.update({ where: { id: replyId }, data: { likesCount: { increment: 1 } } });
    } else {
      const removed = await tx.replyLike.deleteMany({ where: { userId, replyId } });
      if (removed.count > 0) await tx.reply.update({ where: { id: replyId }, data: { likesCount: { decrement: 1 } } });
    }
  });
  return { id: replyId };
}
