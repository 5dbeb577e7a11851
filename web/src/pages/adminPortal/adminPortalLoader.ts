import type { AdminDashboardQuery } from "../../__generated__/AdminDashboardQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { adminDashboardQuery } from "./AdminDashboard";

/**
 * Starts the session probe (the student list) as soon as the route matches. Always from the
 * network: students cached from an earlier visit must not stand in for a session that has ended.
 */
export const adminPortalLoader = createQueryLoader<AdminDashboardQuery>(adminDashboardQuery, () => ({}), {
  fetchPolicy: "network-only",
});
