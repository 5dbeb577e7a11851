import { graphql } from "react-relay";
import type { useReturnSubmissionMutation as Mutation } from "../../__generated__/useReturnSubmissionMutation.graphql";
import { useAdminAction } from "./useAdminAction";

const TITLES = { succeeded: "Returned to the student for revision", failed: "Failed to return the submission" };

/** Returns a waiting submission for revision: it leaves the queue and the audit log gains the entry. */
export function useReturnSubmissionMutation() {
  return useAdminAction<Mutation>(
    graphql`
      mutation useReturnSubmissionMutation($input: ReturnAssignmentSubmissionInput!, $connections: [ID!]!) {
        returnAssignmentSubmission(input: $input) {
          submission {
            # The queue shows only the waiting ones: the new status takes it off the list.
            status
            ...SubmissionReviewRow_submission
          }
          auditEntryEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    "useReturnSubmissionMutation",
    TITLES,
  );
}
