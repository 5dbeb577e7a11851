import { loadQuery, type PreloadedQuery } from "react-relay";
import type { AdminDashboardQuery } from "../../__generated__/AdminDashboardQuery.graphql";
import { environment } from "../../relay/environment";
import { adminDashboardQuery } from "./AdminDashboard";

let retained: PreloadedQuery<AdminDashboardQuery> | undefined;

/**
 * Starts the session probe (the student list) as soon as the route matches. Always from the
 * network: students cached from an earlier visit must not stand in for a session that has ended.
 */
export function adminPortalLoader(): PreloadedQuery<AdminDashboardQuery> {
  const queryRef = loadQuery<AdminDashboardQuery>(environment, adminDashboardQuery, {}, { fetchPolicy: "network-only" });
  retained?.dispose();
  retained = queryRef;
  return queryRef;
}
