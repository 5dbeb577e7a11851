import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { mutationFeedback } from "../../relay/mutationFeedback";
import type { useAskMentorMutation as Mutation } from "../../__generated__/useAskMentorMutation.graphql";
import { postFailure } from "./postFailure";

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
      // Settles once the server has answered: the box keeps its text until then.
      new Promise<void>((resolve, reject) =>
        commit({
          variables: { input: { lessonPageId, text }, connections: [connection] },
          ...mutationFeedback<Mutation["response"]>("useAskMentorMutation", {
            succeeded: () => resolve(),
            failed: (error) => reject(postFailure("question", error)),
          }),
        }),
      ),
    [commit],
  );
  return [ask, isInFlight] as const;
}
