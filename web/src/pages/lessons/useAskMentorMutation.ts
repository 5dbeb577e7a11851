import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAskMentorMutation as Mutation } from "../../__generated__/useAskMentorMutation.graphql";

/** Stores a question to the mentor and puts it at the top of the recent questions. */
export function useAskMentorMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAskMentorMutation($input: AskMentorInput!, $connections: [ID!]!) {
      askMentor(input: $input) {
        questionEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...MentorQuestionItem_question
          }
        }
      }
    }
  `);
  const ask = useCallback(
    (lessonPageId: string, text: string, connection: string) =>
      commit({
        variables: { input: { lessonPageId, text }, connections: [connection] },
        // The alert already confirmed the question; a failure is only logged.
        onError: (error) => console.error("Storing the question failed", error),
      }),
    [commit],
  );
  return [ask, isInFlight] as const;
}
