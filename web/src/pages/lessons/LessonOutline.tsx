import { CheckCircle2, Circle, PlayCircle } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation } from "react-router-dom";
import type { LessonOutline_page$key } from "../../__generated__/LessonOutline_page.graphql";
import { card, cardTitle } from "../../ui/card.css";
import { lessonHref } from "./lessonNavigation";
import { outlineItem, outlineList } from "./LessonOutline.css";

interface LessonOutlineProps {
  page: LessonOutline_page$key;
  current: number;
}

/** Every lesson of the page, done or not, the shown one marked: each a link to it. */
export function LessonOutline({ page, current }: LessonOutlineProps) {
  const data = useFragment(
    graphql`
      fragment LessonOutline_page on LessonPage {
        outline {
          number
          title
          completed
        }
      }
    `,
    page,
  );
  const { pathname } = useLocation();

  return (
    <nav className={card} aria-labelledby="lesson-outline-title">
      <h2 id="lesson-outline-title" className={cardTitle}>
        Lessons
      </h2>
      <ol className={outlineList}>
        {data.outline.map((lesson) => {
          const Icon = lesson.number === current ? PlayCircle : lesson.completed ? CheckCircle2 : Circle;
          return (
            <li key={lesson.number}>
              <Link
                to={lessonHref(pathname, lesson.number)}
                className={outlineItem}
                aria-current={lesson.number === current ? "page" : undefined}
              >
                <Icon aria-hidden="true" size={16} />
                <span>
                  {lesson.number}. {lesson.title}
                  {lesson.completed ? " (done)" : ""}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
