import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSaveLessonNoteMutation as Mutation } from "../../__generated__/useSaveLessonNoteMutation.graphql";
import { serverMessage } from "../../relay/errors";
import { mutationFeedback } from "../../relay/mutationFeedback";

/** Saves the student's notes on a lesson whole; settles once the server has them, or with why not. */
export function useSaveLessonNoteMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSaveLessonNoteMutation($input: SaveLessonNoteInput!) {
      saveLessonNote(input: $input) {
        lessonPage {
          ...LessonNotesDialog_page
        }
      }
    }
  `);
  const save = useCallback(
    (lessonPageId: string, lessonNumber: number, content: string) =>
      new Promise<void>((resolve, reject) =>
        commit({
          variables: { input: { lessonPageId, lessonNumber, content } },
          ...mutationFeedback<Mutation["response"]>("useSaveLessonNoteMutation", {
            succeeded: () => resolve(),
            failed: (error) => {
              const reason = serverMessage(error);
              reject(
                new Error(
                  reason
                    ? `Not saved: ${reason}`
                    : "Not saved: the server could not be reached. Your notes are kept here; keep typing or try again.",
                ),
              );
            },
          }),
        }),
      ),
    [commit],
  );
  return [save, isInFlight] as const;
}
