import type { Context } from "./context.js";
import { answerFromRow, type FieldQuery } from "./db/answerFromRow.js";
import { isForeignKeyViolation, notFound } from "./errors.js";
import { Prisma } from "./generated/prisma/client.js";
import { likeNotified } from "./notify.js";

// Likes of discussions and replies: one statement each way (the like, the post's counter, and for
// a new like its author's grouped notification, notify.ts), so no transaction. The like's own
// insert or delete decides whether the counter moves; the statement answers with the post as it
// now is, which the payload's selection is answered from when it can (answerFromRow).

/** The viewer's like of a post, as the posts' viewerHasLiked fields read it (none when signed out). */
export const viewerLikeQuery = (ctx: Pick<Context, "viewer">) => ({
  where: { userId: ctx.viewer?.id ?? "" },
  take: 1,
  select: { userId: true },
});

/** What a like's payload answers its post from: the row as the statement left it, and the viewer's like. */
export type LikeOutcome<Row extends { id: string } = { id: string }> = { id: string; row: Row; viewerLikes: boolean };

/**
 * A like payload's post, from the row the like's statement returned, when the selection asks only
 * the post's columns and the viewer's like (the like buttons: the count and the like state);
 * undefined otherwise, and the payload reads the post again.
 */
export function likedPostAnswer<T>(query: FieldQuery, liked: LikeOutcome, ctx: Pick<Context, "viewer">): T | undefined {
  const viewerLike = liked.viewerLikes ? [{ userId: ctx.viewer!.id }] : [];
  return answerFromRow(query, liked.row, { likes: { args: viewerLikeQuery(ctx), value: viewerLike } }) as T | undefined;
}

/** Each kind of post: its table, its likes' table and their key, which posts take likes, where it lies. */
const POSTS = {
  discussion: {
    name: "Discussion",
    table: Prisma.raw('"Discussion"'),
    likes: Prisma.raw('"Like"'),
    key: Prisma.raw('"discussionId"'),
    // A hidden discussion keeps its likes and takes new ones (no one is notified of them).
    likable: Prisma.raw("TRUE"),
    about: Prisma.raw('"id" AS "discussionId", NULL::text AS "replyId"'),
  },
  reply: {
    name: "Reply",
    table: Prisma.raw('"Reply"'),
    likes: Prisma.raw('"ReplyLike"'),
    key: Prisma.raw('"replyId"'),
    likable: Prisma.raw('"hiddenAt" IS NULL'),
    about: Prisma.raw('"discussionId", "id" AS "replyId"'),
  },
} as const;

/**
 * Likes (or unlikes) a post as the member: the post as it now is (every column) for the payload,
 * and the members whose bell moved. An unknown post, or one deleted meanwhile (the like's foreign
 * key tells), is not found.
 */
export async function setPostLike<Row extends { id: string }>(
  ctx: Pick<Context, "prisma">,
  like: { post: keyof typeof POSTS; postId: string; userId: string; liked: boolean },
): Promise<{ outcome: LikeOutcome<Row>; notified: string[] }> {
  const { name, table, likes, key, likable, about } = POSTS[like.post];
  const change = like.liked
    ? Prisma.sql`"changed" AS (
        INSERT INTO ${likes} ("userId", ${key}, "createdAt")
        SELECT ${like.userId}, "id", now() AT TIME ZONE 'UTC' FROM ${table} WHERE "id" = ${like.postId} AND ${likable}
        ON CONFLICT DO NOTHING RETURNING ${key} AS "postId"
      ), "updated" AS (
        UPDATE ${table} SET "likesCount" = "likesCount" + 1 WHERE "id" IN (SELECT "postId" FROM "changed") RETURNING *
      ), "liked_post" AS (SELECT "authorId", "hiddenAt", ${about} FROM "updated"), ${likeNotified(like.userId)}`
    : Prisma.sql`"changed" AS (
        DELETE FROM ${likes} WHERE "userId" = ${like.userId} AND ${key} = ${like.postId} RETURNING ${key} AS "postId"
      ), "updated" AS (
        UPDATE ${table} SET "likesCount" = "likesCount" - 1 WHERE "id" IN (SELECT "postId" FROM "changed") RETURNING *
      ), "notified" AS (SELECT NULL::text AS "recipientId" WHERE FALSE)`;
  const [answer] = await ctx.prisma.$queryRaw<[Row & { id: string | null; notified: string[] }]>`
    WITH ${change}
    SELECT "post".*, ARRAY(SELECT "recipientId" FROM "notified") AS "notified"
    FROM (SELECT 1) AS "one" LEFT JOIN (
      SELECT * FROM "updated"
      UNION ALL SELECT * FROM ${table} WHERE "id" = ${like.postId} AND NOT EXISTS (SELECT 1 FROM "updated")
    ) AS "post" ON TRUE`.catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? notFound(name) : error;
  });
  const { notified, ...post } = answer;
  if (post.id === null) throw notFound(name);
  return { outcome: { id: like.postId, row: post as unknown as Row, viewerLikes: like.liked }, notified };
}
