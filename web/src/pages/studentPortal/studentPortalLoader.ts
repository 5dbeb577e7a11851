import { loadQuery, type PreloadedQuery } from "react-relay";
import type { StudentPortalPageQuery } from "../../__generated__/StudentPortalPageQuery.graphql";
import { environment } from "../../relay/environment";
import { studentPortalPageQuery } from "./StudentPortalPage";

let retained: PreloadedQuery<StudentPortalPageQuery> | undefined;

/**
 * Probes the session from the network on every visit: a sign-in or sign-out since the last visit
 * must decide, never a `viewer` left in the store (which would redirect a fresh login away).
 */
export function studentPortalLoader(): PreloadedQuery<StudentPortalPageQuery> {
  const queryRef = loadQuery<StudentPortalPageQuery>(
    environment,
    studentPortalPageQuery,
    {},
    { fetchPolicy: "network-only" },
  );
  retained?.dispose();
  retained = queryRef;
  return queryRef;
}
