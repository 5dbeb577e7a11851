import type { Prisma } from "../generated/prisma/client.js";
import { builder, type Types } from "../builder.js";
import { failure } from "../errors.js";
import type { Context } from "../context.js";
import { likedPostAnswer, type LikeOutcome, setPostLike } from "../likes.js";
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
      resolve: (query, liked, _args, ctx) =>
        likedPostAnswer<Prisma.ReplyGetPayload<typeof query>>(query, liked, ctx) ??
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
  const like = { post: "reply", postId: replyId, userId: ctx.viewer!.id, liked } as const;
  const { outcome, notified } = await setPostLike<{ id: string; hiddenAt: Date | null }>(ctx, like);
  // Unliking a hidden reply is allowed: it takes back what the member gave before it was hidden.
  if (liked && outcome.row.hiddenAt) throw failure("CONFLICT", "A hidden reply cannot be liked.");
  ctx.boardEvents.notificationsChanged(notified);
  return outcome;
}
