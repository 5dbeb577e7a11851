import { graphql } from "react-relay";
import type { useAnswerMentorQuestionMutation as Mutation } from "../../__generated__/useAnswerMentorQuestionMutation.graphql";
import { useAdminAction } from "./useAdminAction";

const TITLES = { succeeded: "Answer sent to the student", failed: "Failed to send the answer" };

/** Answers a mentor question: the row turns Answered and the audit log gains the entry. */
export function useAnswerMentorQuestionMutation() {
  return useAdminAction<Mutation>(
    graphql`
      mutation useAnswerMentorQuestionMutation($input: AnswerMentorQuestionInput!, $connections: [ID!]!) {
        answerMentorQuestion(input: $input) {
          question {
            ...MentorQuestionRow_question
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
    "useAnswerMentorQuestionMutation",
    TITLES,
  );
}
