import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAddLessonCommentMutation as Mutation } from "../../__generated__/useAddLessonCommentMutation.graphql";

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
      commit({
        variables: { input: { lessonPageId, content }, connections: [connection] },
        // The alert already confirmed the comment; a failure is only logged.
        onError: (error) => console.error("Storing the comment failed", error),
      }),
    [commit],
  );
  return [add, isInFlight] as const;
}
