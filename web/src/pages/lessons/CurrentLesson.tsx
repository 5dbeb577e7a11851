import { CheckCircle2 } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { CurrentLesson_page$key } from "../../__generated__/CurrentLesson_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted, row } from "../../ui/card.css";
import { useCompleteLessonMutation } from "./useCompleteLessonMutation";

interface CurrentLessonProps {
  page: CurrentLesson_page$key;
  /** The lesson shown (lessonNavigation.currentLessonNumber). */
  current: number;
  isStudent: boolean;
}

/** The lesson shown, whether it is done, and a student's Mark lesson complete. */
export function CurrentLesson({ page, current, isStudent }: CurrentLessonProps) {
  const data = useFragment(
    graphql`
      fragment CurrentLesson_page on LessonPage {
        id
        totalLessons
        outline {
          number
          title
          completed
        }
      }
    `,
    page,
  );
  const [complete, isCompleting] = useCompleteLessonMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const lesson = data.outline.find((l) => l.number === current);
  if (!lesson) return null;
  const markComplete = () => {
    // The plain route shows the first lesson not done: pin this one, so the page stays on it.
    if (!searchParams.has("lesson")) setSearchParams({ lesson: String(lesson.number) }, { replace: true });
    complete(data.id, lesson.number);
  };

  return (
    <section className={card} aria-labelledby="current-lesson-title">
      <div className={row}>
        <h2 id="current-lesson-title" className={cardTitle}>
          Lesson {lesson.number} of {data.totalLessons}: {lesson.title}
        </h2>
        {isStudent && lesson.completed ? (
          <span className={muted}>
            <CheckCircle2 aria-hidden="true" size={16} /> Completed
          </span>
        ) : null}
      </div>
      {isStudent ? (
        <button
          type="button"
          className={buttonRecipe({ variant: lesson.completed ? "outline" : "primary" })}
          disabled={lesson.completed || isCompleting}
          onClick={markComplete}
        >
          {lesson.completed ? "Lesson Complete" : "Mark Lesson Complete"}
        </button>
      ) : null}
    </section>
  );
}
