import { useEffect } from "react";
import { graphql, useMutation } from "react-relay";
import type { useStudyHeartbeatMutation as Mutation } from "../../__generated__/useStudyHeartbeatMutation.graphql";
import { STUDY_TIME } from "../../../../schema/studyTime";

/**
 * While the page is visible, tells the server every 30 s that the student is on it (and once when
 * it shows); the server decides what each beat is worth. Its answer carries the sidebar's figures.
 */
export function useStudyHeartbeat(lessonPageId: string, enabled: boolean) {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useStudyHeartbeatMutation($input: RecordStudyTimeInput!) {
      recordStudyTime(input: $input) {
        lessonPage {
          ...LessonFigures_page
        }
      }
    }
  `);

  useEffect(() => {
    if (!enabled) return;
    // A lost beat costs at most one interval: nothing to tell the student.
    const beat = () => commit({ variables: { input: { lessonPageId } }, onError: () => {} });
    let timer: ReturnType<typeof setInterval> | null = null;
    const follow = () => {
      if (document.visibilityState === "visible") {
        if (timer !== null) return;
        beat();
        timer = setInterval(beat, STUDY_TIME.beatSeconds * 1000);
      } else if (timer !== null) {
        clearInterval(timer);
        timer = null;
      }
    };
    follow();
    document.addEventListener("visibilitychange", follow);
    return () => {
      document.removeEventListener("visibilitychange", follow);
      if (timer !== null) clearInterval(timer);
    };
  }, [commit, lessonPageId, enabled]);
}
