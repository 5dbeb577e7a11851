import { useEffect } from "react";
import { graphql, useMutation } from "react-relay";
import type { useRecordDiscussionViewMutation as Mutation } from "../../__generated__/useRecordDiscussionViewMutation.graphql";

/**
 * Counts the member's visit once the page shows: the server counts one a day per member, so a
 * reload changes nothing; the payload moves the view count on screen and on the board's card.
 */
export function useRecordDiscussionView(discussionId: string) {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useRecordDiscussionViewMutation($input: RecordDiscussionViewInput!) {
      recordDiscussionView(input: $input) {
        discussion {
          id
          viewsCount
        }
      }
    }
  `);
  useEffect(() => {
    // A view that cannot be counted costs the reader nothing: it is only logged.
    commit({ variables: { input: { discussionId } }, onError: (error) => console.warn("View not counted", error) });
  }, [commit, discussionId]);
}
