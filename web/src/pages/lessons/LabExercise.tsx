import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { LabExercise_lab$key } from "../../__generated__/LabExercise_lab.graphql";
import { badge } from "../../ui/badge.css";
import { buttonRecipe } from "../../ui/button.css";
import { facts, lockedFrame, muted, row } from "../../ui/card.css";
import { formatDateTime } from "../../ui/format/dateTime";
import { formatMinutes, titleCase } from "./formatLesson";
import { LabAnswerForm } from "./LabAnswerForm";
import { useCompleteLabMutation } from "./useCompleteLabMutation";
import { useStartLabMutation } from "./useStartLabMutation";

interface LabExerciseProps {
  lab: LabExercise_lab$key;
  /** Only a signed-in student starts and completes labs; for everyone else Start Lab does nothing (spec 4). */
  isStudent: boolean;
}

/** A lab: Start Lab when available, then its task and Complete Lab; a locked lab's button is disabled. */
export function LabExercise({ lab, isStudent }: LabExerciseProps) {
  const data = useFragment(
    graphql`
      fragment LabExercise_lab on LessonLab {
        id
        title
        description
        durationMinutes
        difficulty
        status
        task
        attempt {
          startedAt
          completedAt
        }
      }
    `,
    lab,
  );
  const [start, isStarting] = useStartLabMutation();
  const [complete] = useCompleteLabMutation();
  const [answering, setAnswering] = useState(false);
  const locked = data.status === "LOCKED";
  const attempt = isStudent ? data.attempt : null;
  const completed = Boolean(attempt?.completedAt);

  return (
    <article aria-label={data.title} className={locked ? lockedFrame : undefined}>
      <div className={row}>
        <h3>{data.title}</h3>
        {completed ? (
          <span className={badge}>Completed</span>
        ) : attempt ? (
          answering ? null : (
            <button type="button" className={buttonRecipe()} onClick={() => setAnswering(true)}>
              Complete Lab
            </button>
          )
        ) : (
          <button
            type="button"
            className={buttonRecipe({ variant: locked ? "outline" : "primary" })}
            disabled={locked || isStarting}
            aria-label={`${locked ? "Locked" : "Start Lab"}: ${data.title}`}
            onClick={isStudent && !locked ? () => start(data.id) : undefined}
          >
            {locked ? "Locked" : "Start Lab"}
          </button>
        )}
      </div>
      <p>{data.description}</p>
      <ul className={facts} aria-label="Lab details">
        <li>{formatMinutes(data.durationMinutes)}</li>
        <li>{titleCase(data.difficulty)}</li>
        <li>{completed ? "Completed" : locked ? "Locked" : "Available"}</li>
      </ul>
      {isStudent && locked ? <p className={muted}>Complete the labs before this one to unlock it.</p> : null}
      {attempt ? (
        <p className={muted}>
          Started {formatDateTime(attempt.startedAt)}
          {attempt.completedAt ? ` · Completed ${formatDateTime(attempt.completedAt)}` : null}
        </p>
      ) : null}
      {attempt && !completed && data.task ? <p>Task: {data.task}</p> : null}
      {attempt && !completed && answering ? (
        <LabAnswerForm
          labTitle={data.title}
          onSubmit={(answer) => complete(data.id, answer)}
          onCancel={() => setAnswering(false)}
        />
      ) : null}
    </article>
  );
}
