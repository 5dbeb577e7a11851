import type { AssignmentPageQuery } from "../../__generated__/AssignmentPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { assignmentPageQuery } from "./AssignmentPage";

/** Probes the session from the network on every visit, as the student portal does. */
export const assignmentLoader = createQueryLoader<AssignmentPageQuery>(assignmentPageQuery, () => ({}), {
  fetchPolicy: "network-only",
});
