import type { AdminDashboardQuery } from "../../__generated__/AdminDashboardQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { adminDashboardQuery } from "./AdminDashboard";
import { studentListState, studentListVariables } from "./studentListParams";

/**
 * Starts the session probe (the student list, at the page the URL names) as soon as the route
 * matches. Always from the network: students cached from an earlier visit must not stand in for a
 * session that has ended.
 */
export const adminPortalLoader = createQueryLoader<AdminDashboardQuery>(
  adminDashboardQuery,
  ({ request }) => studentListVariables(studentListState(new URL(request.url).searchParams)),
  { fetchPolicy: "network-only" },
);
