import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import type { NotificationPanelQuery } from "../../__generated__/NotificationPanelQuery.graphql";
import { NotificationItem } from "../notifications/NotificationItem";
import { useMarkAllNotificationsRead } from "../notifications/useMarkAllNotificationsRead";
import { buttonRecipe, textButton } from "../../ui/button.css";
import { empty, footer, header, list, title } from "./NotificationPanel.css";

/** How many notifications the bell's panel shows; the rest are on /notifications. */
export const PANEL_SIZE = 10;

interface NotificationPanelProps {
  /** Changes when the unread count does: the open panel then reads the list again. */
  fetchKey: number;
  onNavigate: () => void;
}

/** The bell's panel: the latest notifications, "Mark all as read" and the way to all of them. */
export function NotificationPanel({ fetchKey, onNavigate }: NotificationPanelProps) {
  const { viewer } = useLazyLoadQuery<NotificationPanelQuery>(
    graphql`
      query NotificationPanelQuery($first: Int!) {
        viewer {
          id
          role
          unreadNotificationsCount
          notifications(first: $first) {
            edges {
              node {
                id
                ...NotificationItem_notification
              }
            }
          }
        }
      }
    `,
    { first: PANEL_SIZE },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const { markAll, isInFlight } = useMarkAllNotificationsRead();
  const edges = viewer?.notifications.edges ?? [];
  const unread = viewer?.unreadNotificationsCount ?? 0;

  return (
    <>
      <div className={header}>
        <h2 className={title}>Notifications</h2>
        <button type="button" className={textButton} disabled={unread === 0 || isInFlight} onClick={markAll}>
          Mark all as read
        </button>
      </div>
      {edges.length === 0 ? (
        <p className={empty}>
          {viewer?.role === "STUDENT"
            ? "No notifications yet. Mentor answers and grades on your assignments will show up here."
            : "No notifications yet. Replies, mentions and likes on your posts will show up here."}
        </p>
      ) : (
        <ul className={list} aria-label="Latest notifications">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <NotificationItem notification={edge.node} onOpen={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      <div className={footer}>
        <Link
          to="/notifications"
          className={buttonRecipe({ variant: "outline", fullWidth: true })}
          onClick={onNavigate}
        >
          See all notifications
        </Link>
      </div>
    </>
  );
}
