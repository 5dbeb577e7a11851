import type { PrismaClient } from "./generated/prisma/client.js";

// "Download my data": everything the academy keeps about a community member, as one JSON document.
// Only rows that belong to the member, and never their credentials or their identity provider's
// subject; other members appear only as the ids of the posts the member's rows point at.

/** The export's format version, in the file itself: raise it when a field changes meaning. */
export const MEMBER_DATA_FORMAT = 1;

export async function memberData(prisma: PrismaClient, userId: string, now = new Date()) {
  const mine = { where: { userId }, orderBy: { createdAt: "asc" } } as const;
  const [profile, discussions, replies, discussionLikes, replyLikes, flags, notifications, lessonComments, questions] =
    await Promise.all([
      prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          profileImageUrl: true,
          specialization: true,
          bio: true,
          skills: true,
          isModerator: true,
          mutedNotificationKinds: true,
          createdAt: true,
          updatedAt: true,
        },
      }),
      prisma.discussion.findMany({
        where: { authorId: userId },
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          title: true,
          content: true,
          categoryId: true,
          isUrgent: true,
          likesCount: true,
          commentsCount: true,
          viewsCount: true,
          createdAt: true,
          editedAt: true,
          deletedAt: true,
          hiddenAt: true,
          hiddenReason: true,
        },
      }),
      prisma.reply.findMany({
        where: { authorId: userId },
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          discussionId: true,
          content: true,
          likesCount: true,
          createdAt: true,
          editedAt: true,
          hiddenAt: true,
          hiddenReason: true,
        },
      }),
      prisma.like.findMany({ ...mine, select: { discussionId: true, createdAt: true } }),
      prisma.replyLike.findMany({ ...mine, select: { replyId: true, createdAt: true } }),
      prisma.flag.findMany({
        ...mine,
        select: { discussionId: true, replyId: true, reason: true, note: true, createdAt: true, resolvedAt: true },
      }),
      prisma.notification.findMany({
        where: { recipientId: userId },
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          kind: true,
          discussionId: true,
          replyId: true,
          actorCount: true,
          detail: true,
          createdAt: true,
          readAt: true,
        },
      }),
      prisma.lessonComment.findMany({
        where: { authorId: userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, lessonPageId: true, content: true, createdAt: true },
      }),
      prisma.mentorQuestion.findMany({
        where: { authorId: userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, lessonPageId: true, text: true, status: true, createdAt: true },
      }),
    ]);
  return {
    format: MEMBER_DATA_FORMAT,
    exportedAt: now,
    profile,
    discussions,
    replies,
    likes: { discussions: discussionLikes, replies: replyLikes },
    flags,
    notifications,
    lessonComments,
    mentorQuestions: questions,
  };
}
