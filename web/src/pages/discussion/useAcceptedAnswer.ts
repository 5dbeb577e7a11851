import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAcceptedAnswerAcceptMutation as Accept } from "../../__generated__/useAcceptedAnswerAcceptMutation.graphql";
import type { useAcceptedAnswerUnacceptMutation as Unaccept } from "../../__generated__/useAcceptedAnswerUnacceptMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";

type Outcome = { succeeded: () => void; failed: (error: Error) => void };

/**
 * Marks or withdraws a Lab Help question's accepted answer. The payloads carry the question (its
 * answer, the card's Answered badge) and every reply whose mark changed: no updater code.
 */
export function useAcceptedAnswer() {
  const [accept, accepting] = useMutation<Accept>(graphql`
    mutation useAcceptedAnswerAcceptMutation($input: AcceptAnswerInput!) {
      acceptAnswer(input: $input) {
        discussion {
          id
          isAnswered
          ...AcceptedAnswer_discussion
        }
        replies {
          id
          isAcceptedAnswer
        }
      }
    }
  `);
  const [unaccept, unaccepting] = useMutation<Unaccept>(graphql`
    mutation useAcceptedAnswerUnacceptMutation($input: UnacceptAnswerInput!) {
      unacceptAnswer(input: $input) {
        discussion {
          id
          isAnswered
          ...AcceptedAnswer_discussion
        }
        replies {
          id
          isAcceptedAnswer
        }
      }
    }
  `);
  return {
    acceptAnswer: useCallback(
      (replyId: string, outcome: Outcome) =>
        accept({
          variables: { input: { replyId } },
          ...mutationFeedback("useAcceptedAnswerAcceptMutation", outcome),
        }),
      [accept],
    ),
    unacceptAnswer: useCallback(
      (discussionId: string, outcome: Outcome) =>
        unaccept({
          variables: { input: { discussionId } },
          ...mutationFeedback("useAcceptedAnswerUnacceptMutation", outcome),
        }),
      [unaccept],
    ),
    isInFlight: accepting || unaccepting,
  };
}
