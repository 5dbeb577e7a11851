import { Prisma } from "../generated/prisma/client.js";
import { builder, type Types } from "../builder.js";
import { failure, notFound } from "../errors.js";
import type { Context } from "../context.js";
import { likeNotified } from "../notify.js";
import { ReplyNode } from "./reply.js";

// Members like replies as they like discussions: once each, the counter kept in step in the same statement.

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
 * Adds or removes a like and keeps the reply's counter in step; a new like notifies the reply's
 * author (notify.ts). One statement each way, which also tells whether the reply exists and is hidden.
 */
async function setReplyLike(ctx: Context, replyId: string, liked: boolean): Promise<{ id: string }> {
  const userId = ctx.viewer!.id;
  const [row] = await ctx.prisma.$queryRaw<[{ found: boolean; hidden: boolean; notified: string[] }]>(
    liked
      ? Prisma.sql`WITH "added" AS (
          INSERT INTO "ReplyLike" ("userId", "replyId", "createdAt")
          SELECT ${userId}, r."id", now() AT TIME ZONE 'UTC' FROM "Reply" r WHERE r."id" = ${replyId} AND r."hiddenAt" IS NULL
          ON CONFLICT DO NOTHING RETURNING "replyId"
        ), "liked_post" AS (
          UPDATE "Reply" SET "likesCount" = "likesCount" + 1 WHERE "id" IN (SELECT "replyId" FROM "added")
          RETURNING "authorId", "hiddenAt", "discussionId", "id" AS "replyId"
        ), ${likeNotified(userId)}
        ${replyState(replyId)}, ARRAY(SELECT "recipientId" FROM "notified") AS "notified"`
      : Prisma.sql`WITH "removed" AS (
          DELETE FROM "ReplyLike" WHERE "userId" = ${userId} AND "replyId" = ${replyId} RETURNING "replyId"
        ), "unliked_post" AS (
          UPDATE "Reply" SET "likesCount" = "likesCount" - 1 WHERE "id" IN (SELECT "replyId" FROM "removed")
        )
        ${replyState(replyId)}, ARRAY[]::text[] AS "notified"`,
  );
  if (!row.found) throw notFound("Reply");
  // Unliking a hidden reply is allowed: it takes back what the member gave before it was hidden.
  if (liked && row.hidden) throw failure("CONFLICT", "A hidden reply cannot be liked.");
  ctx.boardEvents.notificationsChanged(row.notified);
  return { id: replyId };
}

/** The start of a like statement's answer: whether the reply exists and is hidden (as it was before the statement). */
const replyState = (replyId: string) =>
  Prisma.sql`SELECT EXISTS (SELECT 1 FROM "Reply" WHERE "id" = ${replyId}) AS "found",
    EXISTS (SELECT 1 FROM "Reply" WHERE "id" = ${replyId} AND "hiddenAt" IS NOT NULL) AS "hidden"`;
