import { discussionPath } from "../../pages/discussion/discussionPath";

/** Where a notification leads: its discussion, scrolled to the reply it is about. */
export function notificationPath(notification: {
  discussion: { id: string } | null | undefined;
  reply: { id: string } | null | undefined;
}): string | null {
  if (!notification.discussion) return null;
  const page = discussionPath(notification.discussion.id);
  return notification.reply ? `${page}#reply-${encodeURIComponent(notification.reply.id)}` : page;
}
