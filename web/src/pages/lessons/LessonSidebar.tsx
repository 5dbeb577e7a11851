import { graphql, useFragment } from "react-relay";
import type { LessonSidebar_page$key } from "../../__generated__/LessonSidebar_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, muted } from "../../ui/card.css";
import { LessonQuickActions } from "./LessonQuickActions";
import { LessonFigures } from "./LessonFigures";
import { sidebar } from "./LessonSidebar.css";
import { UpNext } from "./UpNext";
import { useCompleteLessonMutation } from "./useCompleteLessonMutation";
import { useStudyHeartbeat } from "./useStudyHeartbeat";

interface LessonSidebarProps {
  page: LessonSidebar_page$key;
  isStudent: boolean;
  onGetHelp: () => void;
}

/** Progress figures, quick actions, the simulator, Up Next and the page's notes. */
export function LessonSidebar({ page, isStudent, onGetHelp }: LessonSidebarProps) {
  const data = useFragment(
    graphql`
      fragment LessonSidebar_page on LessonPage {
        id
        simulatorUrl
        notes
        ...LessonFigures_page
        ...UpNext_page
        ...LessonQuickActions_page
      }
    `,
    page,
  );
  const [complete, isCompleting] = useCompleteLessonMutation();
  useStudyHeartbeat(data.id, isStudent);
  const onComplete = isStudent ? () => complete(data.id) : null;

  return (
    <aside className={sidebar} aria-label="Lesson sidebar">
      <LessonFigures page={data} onComplete={onComplete} isCompleting={isCompleting} />
      <LessonQuickActions page={data} isStudent={isStudent} onGetHelp={onGetHelp} />
      {data.simulatorUrl ? (
        <a
          href={data.simulatorUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonRecipe({ fullWidth: true })}
        >
          Network Simulator
        </a>
      ) : null}
      <UpNext page={data} onContinue={onComplete} />
      {data.notes.map((note) => (
        <p key={note} className={`${card} ${muted}`}>
          {note}
        </p>
      ))}
    </aside>
  );
}
