import { graphql, useFragment } from "react-relay";
import type { AboutLesson_page$key } from "../../__generated__/AboutLesson_page.graphql";
import { card, cardTitle, facts } from "../../ui/card.css";

interface AboutLessonProps {
  page: AboutLesson_page$key;
}

/** The About This Lesson card, on the pages that have one (storage). */
export function AboutLesson({ page }: AboutLessonProps) {
  const data = useFragment(
    graphql`
      fragment AboutLesson_page on LessonPage {
        aboutFacts
        aboutObjectives
      }
    `,
    page,
  );
  if (data.aboutFacts.length === 0) return null;

  return (
    <section className={card} aria-labelledby="about-lesson-title">
      <h2 id="about-lesson-title" className={cardTitle}>
        About This Lesson
      </h2>
      <ul className={facts} aria-label="Lesson facts">
        {data.aboutFacts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <h3>Learning Objectives</h3>
      <ul aria-label="Learning objectives">
        {data.aboutObjectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ul>
    </section>
  );
}
