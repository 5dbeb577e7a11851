import type { NotificationKind, Role } from "./generated/prisma/enums.js";
import { Prisma } from "./generated/prisma/client.js";
import { assignmentReviewDetail, moderationDetail, type ModerationAction } from "./notificationRules.js";
import { mentionedMemberIds } from "./rules/mentions.js";

// Who hears about what. Every function runs inside the transaction of the change it reports and
// returns the members whose bell moved; the caller publishes them (BoardEvents.notificationsChanged)
// once the transaction has committed. A member is never notified of their own action, nor of a kind
// they turned off; only active community members are notified, and students of mentor answers.

type Tx = Prisma.TransactionClient;

/**
 * Whether the member in the "User" row `u` takes notifications of this kind from this actor: never
 * of their own action, only while active and of one of `roles`, and not of a kind they turned off.
 */
function takesNotifications(kind: NotificationKind, actorId: string, roles: readonly Role[]): Prisma.Sql {
  // Compared as text: enum parameters (and Prisma's `has` on an enum list) do not go through the
  // driver adapters as enums.
  return Prisma.sql`u."id" <> ${actorId} AND u."isActive" AND u."role"::text IN (${Prisma.join(roles)})
    AND NOT (${kind}::text = ANY (u."mutedNotificationKinds"::text[]))`;
}

/** The members among `ids` who take notifications of this kind from this actor. */
async function recipients(
  tx: Tx,
  ids: Iterable<string>,
  kind: NotificationKind,
  actorId: string,
  roles: readonly Role[] = ["COMMUNITY"],
): Promise<string[]> {
  const candidates = [...new Set(ids)].filter((id) => id !== actorId);
  if (candidates.length === 0) return [];
  const users = await tx.$queryRaw<{ id: string }[]>`
    SELECT u."id" FROM "User" u WHERE u."id" IN (${Prisma.join(candidates)}) AND ${takesNotifications(kind, actorId, roles)}`;
  const allowed = new Set(users.map((user) => user.id));
  return candidates.filter((id) => allowed.has(id));
}

/**
 * A reply was posted: the discussion's author hears of the reply; members it @mentions or quotes
 * hear of the mention (the author only once, as a reply).
 */
export async function notifyReplyPosted(
  tx: Tx,
  reply: { id: string; discussionId: string; authorId: string; content: string },
): Promise<string[]> {
  const discussion = await tx.discussion.findUniqueOrThrow({
    where: { id: reply.discussionId },
    select: { authorId: true },
  });
  const toAuthor = await recipients(tx, [discussion.authorId], "REPLY", reply.authorId);
  const mentions = mentionedMemberIds(reply.content).filter((id) => id !== discussion.authorId);
  const mentioned = await recipients(tx, mentions, "MENTION", reply.authorId);
  const about = { actorId: reply.authorId, discussionId: reply.discussionId, replyId: reply.id };
  await tx.notification.createMany({
    data: [
      ...toAuthor.map((recipientId) => ({ ...about, recipientId, kind: "REPLY" as const })),
      ...mentioned.map((recipientId) => ({ ...about, recipientId, kind: "MENTION" as const })),
    ],
  });
  return [...toAuthor, ...mentioned];
}

/** Whether a post's text @mentions anyone, that is, whether posting it may notify. */
export function mentionsMembers(content: string): boolean {
  return mentionedMemberIds(content).length > 0;
}

/** A discussion was started: the members it @mentions hear of it. */
export async function notifyDiscussionPosted(
  tx: Tx,
  discussion: { id: string; authorId: string; content: string },
): Promise<string[]> {
  const mentioned = await recipients(tx, mentionedMemberIds(discussion.content), "MENTION", discussion.authorId);
  await tx.notification.createMany({
    data: mentioned.map((recipientId) => ({
      recipientId,
      kind: "MENTION" as const,
      actorId: discussion.authorId,
      discussionId: discussion.id,
    })),
  });
  return mentioned;
}

/** A reply was accepted as the answer: its author hears of it. */
export async function notifyAnswerAccepted(
  tx: Tx,
  change: { actorId: string; replyId: string; discussionId: string },
): Promise<string[]> {
  const reply = await tx.reply.findUniqueOrThrow({ where: { id: change.replyId }, select: { authorId: true } });
  const to = await recipients(tx, [reply.authorId], "ANSWER_ACCEPTED", change.actorId);
  await tx.notification.createMany({
    data: to.map((recipientId) => ({ ...change, recipientId, kind: "ANSWER_ACCEPTED" as const })),
  });
  return to;
}

/** The answer was withdrawn: an unread "accepted" notification about it goes too. */
export async function withdrawAnswerAccepted(tx: Tx, replyId: string): Promise<string[]> {
  return withdraw(tx, { replyId, kind: "ANSWER_ACCEPTED", readAt: null });
}

/**
 * A member liked a discussion or a reply: its author's unread like notification about that post
 * gains them (counted once however often they like it), or a new one starts. As common table
 * expressions of the like's own statement, which must define `liked_post`: the post ("authorId",
 * "hiddenAt", "discussionId", and "replyId", null for a discussion) when the like is new, no row
 * otherwise. They define `notified`, the members whose bell moved ("recipientId"). One statement,
 * so no transaction: the group's row lock orders two members liking at once, and each adds itself
 * to the count unless it is already among the group's actors.
 */
export function likeNotified(actorId: string): Prisma.Sql {
  return Prisma.sql`"like_recipient" AS (
    SELECT u."id", p."discussionId", p."replyId" FROM "User" u JOIN "liked_post" p ON p."authorId" = u."id"
    WHERE p."hiddenAt" IS NULL AND ${takesNotifications("LIKE", actorId, ["COMMUNITY"])}
  ), "like_group" AS (
    INSERT INTO "Notification"
      ("id", "recipientId", "openGroup", "kind", "actorId", "discussionId", "replyId", "createdAt", "actorCount")
    SELECT gen_random_uuid()::text, r."id", 'like:' || COALESCE(r."replyId", r."discussionId"), 'LIKE', ${actorId},
      r."discussionId", r."replyId", now() AT TIME ZONE 'UTC', 1
    FROM "like_recipient" r
    ON CONFLICT ("recipientId", "openGroup") DO UPDATE SET "actorId" = EXCLUDED."actorId",
      "createdAt" = EXCLUDED."createdAt",
      "actorCount" = "Notification"."actorCount" + CASE WHEN EXISTS (SELECT 1 FROM "NotificationActor" a
        WHERE a."notificationId" = "Notification"."id" AND a."userId" = EXCLUDED."actorId") THEN 0 ELSE 1 END
    RETURNING "id", "recipientId"
  ), "like_actor" AS (
    INSERT INTO "NotificationActor" ("notificationId", "userId") SELECT "id", ${actorId} FROM "like_group"
    ON CONFLICT DO NOTHING
  ), "notified" AS (SELECT "recipientId" FROM "like_group")`;
}

/** A post a moderator (or the members' flags) acted on. */
export type ModeratedPost = { discussionId: string } | { replyId: string };

/**
 * A moderator acted on a post, or members' flags hid it: its author hears what was done and why
 * (never by whom: moderators and flaggers stay unnamed). Hiding withdraws what the post caused.
 */
export async function notifyModerated(
  tx: Tx,
  change: { actorId: string; post: ModeratedPost; action: ModerationAction; reason: string; to?: string },
): Promise<string[]> {
  const post =
    "replyId" in change.post
      ? await tx.reply.findUniqueOrThrow({
          where: { id: change.post.replyId },
          select: { id: true, authorId: true, discussionId: true, discussion: { select: { title: true } } },
        })
      : await tx.discussion.findUniqueOrThrow({
          where: { id: change.post.discussionId },
          select: { id: true, authorId: true, title: true },
        });
  const isReply = "replyId" in change.post;
  const withdrawn =
    change.action === "hid" || change.action === "flagged" ? await withdrawNotificationsAbout(tx, change.post) : [];
  const to = await recipients(tx, [post.authorId], "MODERATION", change.actorId);
  const detail = moderationDetail({
    action: change.action,
    post: isReply ? "reply" : "discussion",
    title: "discussion" in post ? post.discussion.title : post.title,
    reason: change.reason,
    to: change.to,
  });
  await tx.notification.createMany({
    data: to.map((recipientId) => ({
      recipientId,
      kind: "MODERATION" as const,
      discussionId: "discussionId" in post ? post.discussionId : post.id,
      replyId: isReply ? post.id : null,
      detail,
    })),
  });
  return [...withdrawn, ...to];
}

/**
 * A post was hidden or deleted: a hidden post notifies no one, so what it caused (replies,
 * mentions, likes, answers) is withdrawn; its author keeps the moderator's notice.
 */
export async function withdrawNotificationsAbout(
  tx: Tx,
  post: { discussionId: string } | { replyId: string },
): Promise<string[]> {
  return withdraw(tx, { ...post, kind: { not: "MODERATION" } });
}

async function withdraw(tx: Tx, where: Prisma.NotificationWhereInput): Promise<string[]> {
  const affected = await tx.notification.findMany({ where, select: { recipientId: true }, distinct: ["recipientId"] });
  if (affected.length === 0) return [];
  await tx.notification.deleteMany({ where });
  return affected.map((row) => row.recipientId);
}

/** The members holding notifications about a post about to be deleted (the rows go with it). */
export async function notifiedAbout(
  tx: Tx | Prisma.DefaultPrismaClient,
  post: { discussionId: string } | { replyId: string },
): Promise<string[]> {
  const rows = await tx.notification.findMany({
    where: post,
    select: { recipientId: true },
    distinct: ["recipientId"],
  });
  return rows.map((row) => row.recipientId);
}

/** An admin answered a mentor question: its author (a student or a community member) hears of it. */
export async function notifyMentorAnswered(
  tx: Tx,
  answer: { actorId: string; questionId: string; authorId: string | null },
): Promise<string[]> {
  if (!answer.authorId) return [];
  const to = await recipients(tx, [answer.authorId], "MENTOR_ANSWER", answer.actorId, ["COMMUNITY", "STUDENT"]);
  await tx.notification.createMany({
    data: to.map((recipientId) => ({
      recipientId,
      kind: "MENTOR_ANSWER" as const,
      // The page's mentor answers, whichever admin wrote it: like moderation, no actor is named.
      mentorQuestionId: answer.questionId,
    })),
  });
  return to;
}

/** An admin graded a student's submission or returned it for revision: the student hears of it. */
export async function notifyAssignmentReviewed(
  tx: Tx,
  review: { actorId: string; submissionId: string; studentId: string; title: string; score: number | null },
): Promise<string[]> {
  const to = await recipients(tx, [review.studentId], "ASSIGNMENT_GRADED", review.actorId, ["STUDENT"]);
  await tx.notification.createMany({
    data: to.map((recipientId) => ({
      recipientId,
      kind: "ASSIGNMENT_GRADED" as const,
      // The course's reviewers grade, whichever admin it was: like mentor answers, no actor is named.
      submissionId: review.submissionId,
      detail: assignmentReviewDetail(review),
    })),
  });
  return to;
}
