import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useCompleteLessonMutation as Mutation } from "../../__generated__/useCompleteLessonMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { certificateToast } from "./certificateToast";

/**
 * Completes one lesson of a page for the student. The answer carries every record whose figures follow
 * from it (page, module card, catalogue, enrolment), so screens already in the store update.
 */
export function useCompleteLessonMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCompleteLessonMutation($input: CompleteLessonInput!) {
      completeLesson(input: $input) {
        lessonPage {
          ...LessonHeader_page
          ...LessonFigures_page
          ...CurrentLesson_page
          ...LessonOutline_page
          ...UpNext_page
        }
        module {
          ...ModuleCard_module
        }
        track {
          ...TrackSummary_track
        }
        enrollment {
          ...ProgramCard_enrollment
          ...OverallProgress_enrollment
        }
        certificate {
          trackTitle
        }
      }
    }
  `);
  const { toast } = useToast();
  const complete = useCallback(
    (lessonPageId: string, lessonNumber: number) =>
      commit({
        variables: { input: { lessonPageId, lessonNumber } },
        ...mutationFeedback<Mutation["response"]>("useCompleteLessonMutation", {
          succeeded: (response) => {
            const certificate = response.completeLesson?.certificate;
            toast(
              certificate
                ? certificateToast(certificate.trackTitle)
                : { title: "Lesson completed", description: "Your progress is saved." },
            );
          },
          failed: () => toast({ title: "Error", description: "Could not save your progress.", variant: "destructive" }),
        }),
      }),
    [commit, toast],
  );
  return [complete, isInFlight] as const;
}
