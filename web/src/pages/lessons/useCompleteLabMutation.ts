import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useCompleteLabMutation as Mutation } from "../../__generated__/useCompleteLabMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { useToast } from "../../ui/toast/useToast";
import { certificateToast } from "./certificateToast";
import { labFailure } from "./labFailure";

/**
 * Sends the student's answer to a started lab. Settles once the server answered: a refusal (wrong
 * answer, too many tries, no network) rejects with the reason and the field keeps the text. The
 * answer carries the lab and its page (Labs x/3, the third lab's status).
 */
export function useCompleteLabMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCompleteLabMutation($input: CompleteLabInput!) {
      completeLab(input: $input) {
        lab {
          ...LabExercise_lab
        }
        lessonPage {
          ...LessonFigures_page
          ...LessonResources_page
        }
        certificate {
          trackTitle
        }
      }
    }
  `);
  const { toast } = useToast();
  const complete = useCallback(
    (labId: string, answer: string) =>
      new Promise<void>((resolve, reject) =>
        commit({
          variables: { input: { labId, answer } },
          ...mutationFeedback<Mutation["response"]>("useCompleteLabMutation", {
            succeeded: (response) => {
              const certificate = response.completeLab?.certificate;
              toast(
                certificate
                  ? certificateToast(certificate.trackTitle)
                  : { title: "Lab completed", description: "Your answer is right." },
              );
              resolve();
            },
            failed: (error) => reject(labFailure(error)),
          }),
        }),
      ),
    [commit, toast],
  );
  return [complete, isInFlight] as const;
}
