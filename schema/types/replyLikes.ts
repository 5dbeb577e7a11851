import type { Prisma } from "../generated/prisma/client.js";
import { builder, type Types } from "../builder.js";
import { answerFromRow } from "../db/answerFromRow.js";
import { failure, isForeignKeyViolation, notFound } from "../errors.js";
import type { Context } from "../context.js";
import { type LikeOutcome, setPostLike, viewerLikeQuery } from "../likes.js";
import { ReplyNode } from "./reply.js";

// Members like replies as they like discussions (schema/likes.ts): once each, the counter kept in step.

const likeInput = (description: string) => ({
  description,
  inputFields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    replyId: t.globalID({ required: true, for: ReplyNode, description: "The reply's global id." }),
  }),
});
const likePayload = {
  description: "The reply with its new like count.",
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, LikeOutcome>) => ({
    reply: t.prismaField({
      type: ReplyNode,
      description: "The reply, with likesCount and viewerHasLiked as they now are.",
      // Answered from the row the like's statement returned when that is all the selection asks
      // (the like button: the count and the like state); read again otherwise.
      resolve: (query, liked, _args, ctx) =>
        (answerFromRow(query, liked.row, {
          likes: { args: viewerLikeQuery(ctx), value: liked.viewerLikes ? [{ userId: ctx.viewer!.id }] : [] },
        }) as Prisma.ReplyGetPayload<typeof query> | undefined) ??
        ctx.prisma.reply.findUniqueOrThrow({ ...query, where: { id: liked.id } }),
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

/** Likes or unlikes a reply (schema/likes.ts); a new like notifies its author. A hidden reply takes no likes. */
async function setReplyLike(ctx: Context, replyId: string, liked: boolean): Promise<LikeOutcome> {
  const { post, notified } = await setPostLike<{ id: string; hiddenAt: Date | null }>(ctx, {
    post: "reply",
    postId: replyId,
    userId: ctx.viewer!.id,
    liked,
  }).catch((error: unknown) => {
    // The reply deleted while it was being liked: the like's foreign key tells.
    throw isForeignKeyViolation(error) ? notFound("Reply") : error;
  });
  if (!post) throw notFound("Reply");
  // Unliking a hidden reply is allowed: it takes back what the member gave before it was hidden.
  if (liked && post.hiddenAt) throw failure("CONFLICT", "A hidden reply cannot be liked.");
  ctx.boardEvents.notificationsChanged(notified);
  return { id: replyId, row: post, viewerLikes: liked };
}
