import type { AssignmentsPageQuery } from "../../__generated__/AssignmentsPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { assignmentsPageQuery } from "./AssignmentsPage";

/** Probes the session from the network on every visit, as the student portal does: only a student gets the list. */
export const assignmentsLoader = createQueryLoader<AssignmentsPageQuery>(assignmentsPageQuery, () => ({}), {
  fetchPolicy: "network-only",
});
