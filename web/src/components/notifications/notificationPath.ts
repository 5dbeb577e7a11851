import { assignmentPath } from "../../pages/assignments/assignmentPath";
import { discussionPath } from "../../pages/discussion/discussionPath";

/**
 * Where a notification leads: its discussion, scrolled to the reply it is about; a mentor answer to
 * its lesson page's Ask Mentor tab; a graded or returned submission to its assignment.
 */
export function notificationPath(notification: {
  discussion: { id: string } | null | undefined;
  reply: { id: string } | null | undefined;
  lessonPageSlug?: string | null;
  assignmentSlug?: string | null;
}): string | null {
  if (notification.assignmentSlug) return assignmentPath(notification.assignmentSlug);
  if (notification.lessonPageSlug) return `/${encodeURIComponent(notification.lessonPageSlug)}?tab=mentor`;
  if (!notification.discussion) return null;
  const page = discussionPath(notification.discussion.id);
  return notification.reply ? `${page}#reply-${encodeURIComponent(notification.reply.id)}` : page;
}
