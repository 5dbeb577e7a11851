import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { CommunityPageQuery } from "../../__generated__/CommunityPageQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { CommunityBoard } from "./CommunityBoard";
import { CommunityLanding } from "./CommunityLanding";
import { UnauthorizedBoundary } from "./UnauthorizedBoundary";

// Everything here is public, so a signed-out visit never fails: `viewer` decides which page shows
// (spec 4: signed in when the current-user call returns a community member).
export const communityPageQuery = graphql`
  query CommunityPageQuery {
    viewer {
      role
    }
    ...CommunityBoard_query
  }
`;

export function CommunityPage() {
  const queryRef = useLoaderData<PreloadedQuery<CommunityPageQuery>>();
  useRefetchOnReconnect(communityPageQuery, queryRef);
  const data = usePreloadedQuery<CommunityPageQuery>(communityPageQuery, queryRef);

  if (data.viewer?.role !== "COMMUNITY") return <CommunityLanding />;
  return (
    <UnauthorizedBoundary>
      <CommunityBoard query={data} />
    </UnauthorizedBoundary>
  );
}
