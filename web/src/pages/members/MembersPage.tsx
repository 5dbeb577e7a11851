import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { MembersPageQuery } from "../../__generated__/MembersPageQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageContainer } from "../../ui/layout/PageContainer";
import { heading, muted } from "../../ui/layout/PageContainer.css";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { useAddressParams } from "../community/useAddressParams";
import { useMemberOnlyPage } from "../community/useMemberOnlyPage";
import { readDirectoryParams, writeDirectoryParams } from "./directoryParams";
import { MembersFilters } from "./MembersFilters";
import { MembersList } from "./MembersList";
import { page } from "./Members.css";

export const membersPageQuery = graphql`
  query MembersPageQuery {
    viewer {
      role
      ...TopBar_viewer
    }
  }
`;

/** /members — the community's members: search, "Online now", three orders, a page at a time. */
export function MembersPage() {
  const queryRef = useLoaderData<PreloadedQuery<MembersPageQuery>>();
  useRefetchOnReconnect(membersPageQuery, queryRef);
  const { viewer } = usePreloadedQuery<MembersPageQuery>(membersPageQuery, queryRef);
  const isMember = useMemberOnlyPage(viewer?.role, "Members");
  const { params, wanted, change } = useAddressParams(readDirectoryParams, writeDirectoryParams);

  if (!isMember || !viewer) return null;

  return (
    <UnauthorizedBoundary>
      <TopBar viewer={viewer} />
      <PageContainer>
        <div className={page}>
          <h1 className={heading}>Members</h1>
          <p className={muted}>Find people to learn with: by name, specialization or skill.</p>
          <MembersFilters params={wanted} onChange={change} />
          <Suspense fallback={<p className={muted}>Loading members…</p>}>
            <MembersList {...params} />
          </Suspense>
        </div>
      </PageContainer>
    </UnauthorizedBoundary>
  );
}
