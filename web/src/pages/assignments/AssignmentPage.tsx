import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, useParams } from "react-router-dom";
import type { AssignmentPageQuery } from "../../__generated__/AssignmentPageQuery.graphql";
import type { AssignmentPageDetailQuery } from "../../__generated__/AssignmentPageDetailQuery.graphql";
import { PageContainer } from "../../ui/layout/PageContainer";
import { backLink, heading, muted } from "../../ui/layout/PageContainer.css";
import { SignedOutRedirect } from "../studentPortal/SignedOutRedirect";
import { AssignmentDetail } from "./AssignmentDetail";

// Probes the session with `viewer` (never fails); only a signed-in student gets the assignment.
export const assignmentPageQuery = graphql`
  query AssignmentPageQuery {
    viewer {
      role
    }
  }
`;

/** /assignments/:id — one assignment: what to hand in, the student's work, its grade and feedback. */
export function AssignmentPage() {
  const queryRef = useLoaderData<PreloadedQuery<AssignmentPageQuery>>();
  const { viewer } = usePreloadedQuery<AssignmentPageQuery>(assignmentPageQuery, queryRef);
  const { id = "" } = useParams();
  return (
    <PageContainer>
      {viewer?.role === "STUDENT" ? (
        <>
          <Link to="/assignments" className={backLink}>
            <ArrowLeft aria-hidden="true" size={16} />
            All assignments
          </Link>
          <Suspense fallback={<p className={muted}>Loading the assignment…</p>}>
            <AssignmentScreen slug={id} />
          </Suspense>
        </>
      ) : (
        <SignedOutRedirect title="Assignment" />
      )}
    </PageContainer>
  );
}

function AssignmentScreen({ slug }: { slug: string }) {
  const { assignment } = useLazyLoadQuery<AssignmentPageDetailQuery>(
    graphql`
      query AssignmentPageDetailQuery($slug: String!) {
        assignment(slug: $slug) {
          ...AssignmentDetail_assignment
        }
      }
    `,
    { slug },
    { fetchPolicy: "store-and-network" },
  );
  if (!assignment) {
    return (
      <>
        <h1 className={heading}>Assignment not found</h1>
        <p className={muted}>
          There is no such assignment. See <Link to="/assignments">all your assignments</Link>.
        </p>
      </>
    );
  }
  return <AssignmentDetail assignment={assignment} />;
}
