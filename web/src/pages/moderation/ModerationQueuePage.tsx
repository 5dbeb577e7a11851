import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { ModerationQueuePageQuery } from "../../__generated__/ModerationQueuePageQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageContainer } from "../../ui/layout/PageContainer";
import { backLink, heading, muted, narrowColumn } from "../../ui/layout/PageContainer.css";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { useMemberOnlyPage } from "../community/useMemberOnlyPage";
import { ModerationQueueList } from "./ModerationQueueList";

export const moderationQueuePageQuery = graphql`
  query ModerationQueuePageQuery {
    viewer {
      role
      isModerator
      ...TopBar_viewer
    }
  }
`;

/** /community/moderation — the posts members flagged, for moderators to keep or hide. */
export function ModerationQueuePage() {
  const queryRef = useLoaderData<PreloadedQuery<ModerationQueuePageQuery>>();
  useRefetchOnReconnect(moderationQueuePageQuery, queryRef);
  const { viewer } = usePreloadedQuery<ModerationQueuePageQuery>(moderationQueuePageQuery, queryRef);
  const isMember = useMemberOnlyPage(viewer?.role, "Moderation queue");

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
          <h1 className={heading}>Moderation queue</h1>
          {viewer.isModerator ? (
            <>
              <p className={muted}>
                Posts members flagged, the most recently flagged first. Keep a post to dismiss its flags (and show it
                again if they hid it), or hide it; the author reads your reason.
              </p>
              <Suspense fallback={<p className={muted}>Loading the queue…</p>}>
                <ModerationQueueList />
              </Suspense>
            </>
          ) : (
            <p className={muted}>Only moderators can see this page.</p>
          )}
        </div>
      </PageContainer>
    </UnauthorizedBoundary>
  );
}
