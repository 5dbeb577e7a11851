import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { StudentPortalPageQuery } from "../../__generated__/StudentPortalPageQuery.graphql";
import { PageContainer } from "../../ui/layout/PageContainer";
import { muted } from "../../ui/layout/PageContainer.css";
import { PortalScreen } from "./PortalScreen";
import { SignedOutRedirect } from "./SignedOutRedirect";

// Probes the session with `viewer` (never fails); only a signed-in student gets the portal.
export const studentPortalPageQuery = graphql`
  query StudentPortalPageQuery {
    viewer {
      role
    }
  }
`;

export function StudentPortalPage() {
  const queryRef = useLoaderData<PreloadedQuery<StudentPortalPageQuery>>();
  const { viewer } = usePreloadedQuery<StudentPortalPageQuery>(studentPortalPageQuery, queryRef);

  return (
    <PageContainer>
      {viewer?.role === "STUDENT" ? (
        <Suspense fallback={<p className={muted}>Loading your portal…</p>}>
          <PortalScreen />
        </Suspense>
      ) : (
        <SignedOutRedirect />
      )}
    </PageContainer>
  );
}
