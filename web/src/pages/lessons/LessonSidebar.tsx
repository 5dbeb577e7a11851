import { graphql, useFragment } from "react-relay";
import type { LessonSidebar_page$key } from "../../__generated__/LessonSidebar_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, muted } from "../../ui/card.css";
import { LessonFigures } from "./LessonFigures";
import { LessonQuickActions } from "./LessonQuickActions";
import { sidebar } from "./LessonSidebar.css";
import { UpNext } from "./UpNext";
import { useStudyHeartbeat } from "./useStudyHeartbeat";

interface LessonSidebarProps {
  page: LessonSidebar_page$key;
  isStudent: boolean;
  /** The lesson shown. */
  current: number;
  onGetHelp: () => void;
}

/** Progress figures, quick actions, the simulator, Up Next and the page's notes. */
export function LessonSidebar({ page, isStudent, current, onGetHelp }: LessonSidebarProps) {
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
  // A student's time on the page counts while it is visible (schema/studyTime.ts caps what each beat is worth).
  useStudyHeartbeat(data.id, isStudent);

  return (
    <aside className={sidebar} aria-label="Lesson sidebar">
      <LessonFigures page={data} isStudent={isStudent} />
      <LessonQuickActions page={data} isStudent={isStudent} current={current} onGetHelp={onGetHelp} />
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
      <UpNext page={data} current={current} isStudent={isStudent} />
      {data.notes.map((note) => (
        <p key={note} className={`${card} ${muted}`}>
          {note}
        </p>
      ))}
    </aside>
  );
}
