import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { mutationFeedback } from "../../relay/mutationFeedback";
import type { useAddLessonCommentMutation as Mutation } from "../../__generated__/useAddLessonCommentMutation.graphql";
import { postFailure } from "./postFailure";

/** Stores a comment and puts it at the top of the page's list. */
export function useAddLessonCommentMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAddLessonCommentMutation($input: AddLessonCommentInput!, $connections: [ID!]!) {
      addLessonComment(input: $input) {
        commentEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...CommentItem_comment
          }
        }
      }
    }
  `);
  const add = useCallback(
    (lessonPageId: string, content: string, connection: string) =>
      // Settles once the server has answered: the box keeps its text until then.
      new Promise<void>((resolve, reject) =>
        commit({
          variables: { input: { lessonPageId, content }, connections: [connection] },
          ...mutationFeedback<Mutation["response"]>("useAddLessonCommentMutation", {
            succeeded: () => resolve(),
            failed: (error) => reject(postFailure("comment", error)),
          }),
        }),
      ),
    [commit],
  );
  return [add, isInFlight] as const;
}
