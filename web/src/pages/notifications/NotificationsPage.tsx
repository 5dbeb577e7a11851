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

export const notificationsPageQuery = graphql`
  query NotificationsPageQuery($unreadOnly: Boolean!) {
    viewer {
      role
      ...TopBar_viewer
      ...NotificationList_viewer @arguments(unreadOnly: $unreadOnly)
    }
  }
`;

/** `?show=unread` lists only the unread ones. */
export function unreadOnlyFrom(params: URLSearchParams): boolean {
  return params.get("show") === "unread";
}

/** /notifications — every notification of the signed-in member, newest first. */
export function NotificationsPage() {
  const queryRef = useLoaderData<PreloadedQuery<NotificationsPageQuery>>();
  useRefetchOnReconnect(notificationsPageQuery, queryRef);
  const { viewer } = usePreloadedQuery<NotificationsPageQuery>(notificationsPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const isMember = useMemberOnlyPage(viewer?.role, "Notifications");

  if (!isMember || !viewer) return null;

  return (
    <UnauthorizedBoundary>
      <TopBar viewer={viewer} />
      <PageContainer>
        <div className={narrowColumn}>
          <Link to="/community" className={backLink}>
            <ArrowLeft aria-hidden="true" size={16} />
            Back to discussions
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
