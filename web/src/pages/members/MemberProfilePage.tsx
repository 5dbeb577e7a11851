import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { MemberProfilePageQuery } from "../../__generated__/MemberProfilePageQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageFallback } from "../../router/PageFallback";
import { usePageTitle } from "../../router/pageTitle";
import { PageContainer } from "../../ui/layout/PageContainer";
import { backLink, heading, muted } from "../../ui/layout/PageContainer.css";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { MemberProfile } from "./MemberProfile";
import { page } from "./Members.css";

// `member` is for community members only: signed out, the request answers 401 and the page's
// UnauthorizedBoundary shows the signed-out toast and starts the sign-in.
export const memberProfilePageQuery = graphql`
  query MemberProfilePageQuery($id: ID!) {
    viewer {
      ...TopBar_viewer
    }
    member(id: $id) {
      firstName
      lastName
      ...MemberProfile_member
    }
  }
`;

/** /members/:id — a member's public profile; "Member not found" for an id no member has. */
export function MemberProfilePage() {
  const queryRef = useLoaderData<PreloadedQuery<MemberProfilePageQuery>>();
  return (
    <UnauthorizedBoundary fallback={<PageFallback />}>
      <Suspense fallback={<PageFallback />}>
        <MemberProfileScreen queryRef={queryRef} />
      </Suspense>
    </UnauthorizedBoundary>
  );
}

function MemberProfileScreen({ queryRef }: { queryRef: PreloadedQuery<MemberProfilePageQuery> }) {
  useRefetchOnReconnect(memberProfilePageQuery, queryRef);
  const { viewer, member } = usePreloadedQuery<MemberProfilePageQuery>(memberProfilePageQuery, queryRef);
  usePageTitle(member ? `${member.firstName} ${member.lastName}` : "Member not found");
  return (
    <>
      <TopBar viewer={viewer ?? null} />
      <PageContainer>
        <div className={page}>
          <Link to="/members" className={backLink}>
            <ArrowLeft aria-hidden="true" size={16} />
            All members
          </Link>
          {member ? (
            <MemberProfile member={member} />
          ) : (
            <>
              <h1 className={heading}>Member not found</h1>
              <p className={muted}>
                No member has this address: the account may have been removed, or the link is incomplete.
              </p>
            </>
          )}
        </div>
      </PageContainer>
    </>
  );
}
