import { graphql, useFragment } from "react-relay";
import type { LessonSidebar_page$key } from "../../__generated__/LessonSidebar_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted } from "../../ui/card.css";
import { LessonFigures } from "./LessonFigures";
import { sidebar } from "./LessonSidebar.css";
import { UpNext } from "./UpNext";

interface LessonSidebarProps {
  page: LessonSidebar_page$key;
  isStudent: boolean;
  /** The lesson shown. */
  current: number;
}

/** Progress figures, quick actions, the simulator, Up Next and the page's notes. */
export function LessonSidebar({ page, isStudent, current }: LessonSidebarProps) {
  const data = useFragment(
    graphql`
      fragment LessonSidebar_page on LessonPage {
        quickActions
        simulatorUrl
        notes
        ...LessonFigures_page
        ...UpNext_page
      }
    `,
    page,
  );

  return (
    <aside className={sidebar} aria-label="Lesson sidebar">
      <LessonFigures page={data} isStudent={isStudent} />
      {data.quickActions.length > 0 ? (
        <section className={card} aria-labelledby="quick-actions-title">
          <h2 id="quick-actions-title" className={cardTitle}>
            Quick Actions
          </h2>
          {data.quickActions.map((action) => (
            <button key={action} type="button" className={buttonRecipe({ variant: "outline", fullWidth: true })}>
              {action}
            </button>
          ))}
        </section>
      ) : null}
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
