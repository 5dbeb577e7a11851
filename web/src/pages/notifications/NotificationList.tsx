import { useEffect, useRef } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { NotificationList_viewer$key } from "../../__generated__/NotificationList_viewer.graphql";
import type { NotificationListPaginationQuery } from "../../__generated__/NotificationListPaginationQuery.graphql";
import { NotificationItem } from "../../components/notifications/NotificationItem";
import { useMarkAllNotificationsRead } from "../../components/notifications/useMarkAllNotificationsRead";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { Tabs } from "../../ui/tabs/Tabs";
import { actions, list, summary } from "./NotificationsPage.css";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

/** Notifications per page, and per "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 20;

type Show = "all" | "unread";

interface NotificationListProps {
  viewer: NotificationList_viewer$key;
  unreadOnly: boolean;
  onShowChange: (unreadOnly: boolean) => void;
}

/** All or only the unread notifications, a page at a time, kept fresh as new ones arrive. */
export function NotificationList({ viewer, unreadOnly, onShowChange }: NotificationListProps) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    NotificationListPaginationQuery,
    NotificationList_viewer$key
  >(
    graphql`
      fragment NotificationList_viewer on Viewer
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(
        unreadOnly: { type: "Boolean!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        unreadNotificationsCount
        notifications(first: $count, after: $cursor, unreadOnly: $unreadOnly)
          @connection(key: "NotificationList_notifications", filters: ["unreadOnly"]) {
          totalCount
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const { markAll, isInFlight } = useMarkAllNotificationsRead();
  const unread = data.unreadNotificationsCount;

  // A new notification (the bell's live count moved up) puts the list's first page back in step, and
  // so does reading some while only the unread ones are listed (they leave the list).
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current || (unreadOnly && unread < seen.current)) {
      refetch({ unreadOnly }, { fetchPolicy: "network-only" });
    }
    seen.current = unread;
  }, [unread, unreadOnly, refetch]);

  const { totalCount, edges } = data.notifications;
  const content = (
    <>
      {edges.length === 0 ? (
        <p className={muted}>
          {unreadOnly ? "You are all caught up: no unread notifications." : "No notifications yet."}
        </p>
      ) : (
        <ul className={list} aria-label={unreadOnly ? "Unread notifications" : "All notifications"}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <NotificationItem notification={edge.node} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        count={NOTIFICATIONS_PAGE_SIZE}
        label={`Show more (${edges.length} of ${totalCount})`}
        loadingLabel="Loading notifications..."
      />
    </>
  );
  return (
    <>
      <div className={actions}>
        <p className={summary}>{unread === 1 ? "1 unread notification" : `${unread} unread notifications`}</p>
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          disabled={unread === 0 || isInFlight}
          onClick={markAll}
        >
          Mark all as read
        </button>
      </div>
      <Tabs<Show>
        label="Show"
        value={unreadOnly ? "unread" : "all"}
        onValueChange={(show) => onShowChange(show === "unread")}
        tabs={[
          { id: "all", label: "All", content },
          { id: "unread", label: "Unread", content },
        ]}
      />
    </>
  );
}
