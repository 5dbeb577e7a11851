import { ArrowLeft } from "lucide-react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, useSearchParams } from "react-router-dom";
import type { NotificationsPageQuery } from "../../__generated__/NotificationsPageQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageContainer } from "../../ui/layout/PageContainer";
import { backLink, heading, narrowColumn } from "../../ui/layout/PageContainer.css";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { useMemberOnlyPage } from "../community/useMemberOnlyPage";
import { NotificationList } from "./NotificationList";
import { PortalNav } from "../studentPortal/PortalNav";

export const notificationsPageQuery = graphql`
  query NotificationsPageQuery($unreadOnly: Boolean!) {
    viewer {
      role
      ...TopBar_viewer
      ...PortalNav_viewer
      ...NotificationList_viewer @arguments(unreadOnly: $unreadOnly)
    }
  }
`;

/** Who has notifications: community members, and students (answers from the lesson mentors). */
const NOTIFIED_ROLES = ["COMMUNITY", "STUDENT"] as const;

/** `?show=unread` lists only the unread ones. */
export function unreadOnlyFrom(params: URLSearchParams): boolean {
  return params.get("show") === "unread";
}

/** /notifications — every notification of the signed-in member or student, newest first. */
export function NotificationsPage() {
  const queryRef = useLoaderData<PreloadedQuery<NotificationsPageQuery>>();
  useRefetchOnReconnect(notificationsPageQuery, queryRef);
  const { viewer } = usePreloadedQuery<NotificationsPageQuery>(notificationsPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const isMember = useMemberOnlyPage(viewer?.role, "Notifications", NOTIFIED_ROLES);

  if (!isMember || !viewer) return null;
  // A student's notifications (mentor answers) sit in the portal's frame; a member's in the board's.
  const isStudent = viewer.role === "STUDENT";

  return (
    <UnauthorizedBoundary>
      {isStudent ? null : <TopBar viewer={viewer} />}
      <PageContainer>
        {isStudent ? <PortalNav viewer={viewer} /> : null}
        <div className={narrowColumn}>
          <Link to={isStudent ? "/student-portal" : "/community"} className={backLink}>
            <ArrowLeft aria-hidden="true" size={16} />
            {isStudent ? "Back to the portal" : "Back to discussions"}
          </Link>
          <h1 className={heading}>Notifications</h1>
          <NotificationList
            viewer={viewer}
            unreadOnly={unreadOnlyFrom(params)}
            onShowChange={(unreadOnly) => setParams(unreadOnly ? { show: "unread" } : {}, { replace: true })}
          />
        </div>
      </PageContainer>
    </UnauthorizedBoundary>
  );
}
