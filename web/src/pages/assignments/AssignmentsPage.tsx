import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { AssignmentsPageQuery } from "../../__generated__/AssignmentsPageQuery.graphql";
import { PageContainer } from "../../ui/layout/PageContainer";
import { backLink, heading, muted } from "../../ui/layout/PageContainer.css";
import { SignedOutRedirect } from "../studentPortal/SignedOutRedirect";
import { AssignmentList } from "./AssignmentList";

// Probes the session with `viewer` (never fails); only a signed-in student gets their assignments.
export const assignmentsPageQuery = graphql`
  query AssignmentsPageQuery {
    viewer {
      role
    }
  }
`;

/** /assignments — the signed-in student's assignments, soonest due first, filtered by status. */
export function AssignmentsPage() {
  const queryRef = useLoaderData<PreloadedQuery<AssignmentsPageQuery>>();
  const { viewer } = usePreloadedQuery<AssignmentsPageQuery>(assignmentsPageQuery, queryRef);
  if (viewer?.role !== "STUDENT") {
    return (
      <PageContainer>
        <SignedOutRedirect title="Assignments" />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <Link to="/student-portal" className={backLink}>
        <ArrowLeft aria-hidden="true" size={16} />
        Back to the student portal
      </Link>
      <h1 className={heading}>Assignments</h1>
      <Suspense fallback={<p className={muted}>Loading your assignments…</p>}>
        <AssignmentList />
      </Suspense>
    </PageContainer>
  );
}
