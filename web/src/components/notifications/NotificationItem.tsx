import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { NotificationItem_notification$key } from "../../__generated__/NotificationItem_notification.graphql";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { body, dot, item, message, readDot, time, unreadMessage } from "./NotificationItem.css";
import { notificationPath } from "./notificationPath";
import { useMarkNotificationRead } from "./useMarkNotificationRead";

interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  /** Called after the member followed it (the bell's panel closes). */
  onOpen?: () => void;
}

/** One notification: what happened and when, leading to its place; following it marks it read. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        message
        isRead
        createdAt
        discussion {
          id
        }
        reply {
          id
        }
        lessonPageSlug
        assignmentSlug
      }
    `,
    notification,
  );
  const markRead = useMarkNotificationRead();
  const to = notificationPath({
    discussion: data.discussion,
    reply: data.reply,
    lessonPageSlug: data.lessonPageSlug,
    assignmentSlug: data.assignmentSlug,
  });
  const content = (
    <>
      <span className={data.isRead ? readDot : dot} aria-hidden="true" />
      <span className={body}>
        <span className={data.isRead ? message : `${message} ${unreadMessage}`}>
          {data.isRead ? null : <span className={visuallyHidden}>Unread: </span>}
          {data.message}
        </span>
        <span className={time}>
          <RelativeTime date={data.createdAt} />
        </span>
      </span>
    </>
  );
  if (!to) return <div className={item}>{content}</div>;
  return (
    <Link
      to={to}
      className={item}
      onClick={() => {
        if (!data.isRead) markRead(data.id);
        onOpen?.();
      }}
    >
      {content}
    </Link>
  );
}
