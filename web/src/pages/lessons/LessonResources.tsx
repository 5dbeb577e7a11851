import { graphql, useFragment } from "react-relay";
import type { LessonResources_page$key } from "../../__generated__/LessonResources_page.graphql";
import { LabExercise } from "./LabExercise";
import { card, cardTitle, list, muted } from "../../ui/card.css";

interface LessonResourcesProps {
  page: LessonResources_page$key;
  isStudent: boolean;
}

/** The Resources tab: three lab exercises and three required reading items. */
export function LessonResources({ page, isStudent }: LessonResourcesProps) {
  const data = useFragment(
    graphql`
      fragment LessonResources_page on LessonPage {
        labs {
          labId
          ...LabExercise_lab
        }
        readings {
          readingId
          title
          author
          description
          isbn
          chapters
        }
      }
    `,
    page,
  );

  return (
    <>
      <section aria-labelledby="labs-title" className={card}>
        <h2 id="labs-title" className={cardTitle}>
          Lab Exercises
        </h2>
        <ul className={list}>
          {data.labs.map((lab) => (
            <li key={lab.labId}>
              <LabExercise lab={lab} isStudent={isStudent} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reading-title" className={card}>
        <h2 id="reading-title" className={cardTitle}>
          Required Reading
        </h2>
        <ul className={list}>
          {data.readings.map((item) => (
            <li key={item.readingId}>
              <article aria-label={item.title}>
                <h3>{item.title}</h3>
                <p className={muted}>by {item.author}</p>
                <p>{item.description}</p>
                <p className={muted}>
                  ISBN: {item.isbn} · {item.chapters}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
