import { graphql, useFragment } from "react-relay";
import type { LabExercise_lab$key } from "../../__generated__/LabExercise_lab.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { formatMinutes, titleCase } from "./formatLesson";
import { facts, lockedFrame, row } from "../../ui/card.css";

interface LabExerciseProps {
  lab: LabExercise_lab$key;
}

/** A lab: Start Lab when available; a locked lab's button is disabled (spec 4). */
export function LabExercise({ lab }: LabExerciseProps) {
  const data = useFragment(
    graphql`
      fragment LabExercise_lab on LessonLab {
        title
        description
        durationMinutes
        difficulty
        status
      }
    `,
    lab,
  );
  const locked = data.status === "LOCKED";

  return (
    <article aria-label={data.title} className={locked ? lockedFrame : undefined}>
      <div className={row}>
        <h3>{data.title}</h3>
        <button
          type="button"
          className={buttonRecipe({ variant: locked ? "outline" : "primary" })}
          disabled={locked}
          aria-label={`${locked ? "Locked" : "Start Lab"}: ${data.title}`}
        >
          {locked ? "Locked" : "Start Lab"}
        </button>
      </div>
      <p>{data.description}</p>
      <ul className={facts} aria-label="Lab details">
        <li>{formatMinutes(data.durationMinutes)}</li>
        <li>{titleCase(data.difficulty)}</li>
        <li>{locked ? "Locked" : "Available"}</li>
      </ul>
    </article>
  );
}
