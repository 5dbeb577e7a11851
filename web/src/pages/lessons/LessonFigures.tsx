import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { LessonFigures_page$key } from "../../__generated__/LessonFigures_page.graphql";
import { card, cardTitle, muted } from "../../ui/card.css";
import { figures } from "./LessonSidebar.css";

interface LessonFiguresProps {
  page: LessonFigures_page$key;
  /** Only students track progress: everyone else is invited to sign in. */
  isStudent: boolean;
}

/** Lessons x/y, labs x/y and the time figures (a student marks lessons done in CurrentLesson). */
export function LessonFigures({ page, isStudent }: LessonFiguresProps) {
  const data = useFragment(
    graphql`
      fragment LessonFigures_page on LessonPage {
        lessonsLabel
        completedLessons
        totalLessons
        completedLabs
        labs {
          __typename
        }
        timeLabel
        timeText
        studyTime {
          timeSpentText
          timeLeftText
        }
      }
    `,
    page,
  );

  return (
    <section className={card} aria-labelledby="figures-title">
      <h2 id="figures-title" className={cardTitle}>
        Your Progress
      </h2>
      <dl className={figures}>
        <dt>{data.lessonsLabel}</dt>
        <dd>
          {data.completedLessons}/{data.totalLessons}
        </dd>
        <dt>Labs</dt>
        <dd>
          {data.completedLabs}/{data.labs.length}
        </dd>
        {data.studyTime ? (
          // A signed-in student's own time, from the page's heartbeats, and what the module's duration leaves.
          <>
            <dt>Time Spent</dt>
            <dd>{data.studyTime.timeSpentText}</dd>
            {data.studyTime.timeLeftText ? (
              <>
                <dt>Estimated time left</dt>
                <dd>{data.studyTime.timeLeftText}</dd>
              </>
            ) : null}
          </>
        ) : data.timeLabel && data.timeText ? (
          <>
            <dt>{data.timeLabel}</dt>
            <dd>{data.timeText}</dd>
          </>
        ) : null}
      </dl>
      {isStudent ? null : (
        <p className={muted}>
          <Link to="/student-login">Sign in as a student</Link> to track your own progress.
        </p>
      )}
    </section>
  );
}
