import { graphql } from "react-relay";
import type { useGradeSubmissionMutation as Mutation } from "../../__generated__/useGradeSubmissionMutation.graphql";
import { useAdminAction } from "./useAdminAction";

const TITLES = { succeeded: "Grade sent to the student", failed: "Failed to grade the submission" };

/** Grades a waiting submission: it leaves the queue (its status moves) and the audit log gains the entry. */
export function useGradeSubmissionMutation() {
  return useAdminAction<Mutation>(
    graphql`
      mutation useGradeSubmissionMutation($input: GradeAssignmentSubmissionInput!, $connections: [ID!]!) {
        gradeAssignmentSubmission(input: $input) {
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
    "useGradeSubmissionMutation",
    TITLES,
  );
}
