import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { SubmissionReviewRow_submission$key } from "../../__generated__/SubmissionReviewRow_submission.graphql";
import { isSubmittableText, LIMITS } from "../../../../schema/rules/text";
import { badge, dangerBadge } from "../../ui/badge.css";
import { buttonRecipe } from "../../ui/button.css";
import { card, muted, row } from "../../ui/card.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { actions, field, input, label, textarea } from "../../ui/form/form.css";
import { formatDateTime } from "../../ui/format/dateTime";
import { stack } from "../../ui/layout/stack";
import { SubmissionContent } from "../assignments/SubmissionContent";
import { useGradeSubmissionMutation } from "./useGradeSubmissionMutation";
import { useReturnSubmissionMutation } from "./useReturnSubmissionMutation";

interface SubmissionReviewRowProps {
  submission: SubmissionReviewRow_submission$key;
}

/** One waiting submission: the work, then a score and feedback to grade it, or feedback to return it. */
export function SubmissionReviewRow({ submission }: SubmissionReviewRowProps) {
  const data = useFragment(
    graphql`
      fragment SubmissionReviewRow_submission on AssignmentSubmission {
        id
        late
        attempts
        submittedAt
        student {
          firstName
          lastName
          email
        }
        assignment {
          title
          course
          module {
            title
          }
        }
        ...SubmissionContent_submission
      }
    `,
    submission,
  );
  const [score, setScore] = useState("");
  const [feedback, setFeedback] = useState("");
  const [grade, isGrading] = useGradeSubmissionMutation();
  const [sendBack, isReturning] = useReturnSubmissionMutation();
  const id = useId();
  const busy = isGrading || isReturning;
  const tooLong = feedback.trim().length > LIMITS.submissionFeedback;
  const scoreValue = Number(score);
  const validScore = score.trim() !== "" && Number.isInteger(scoreValue) && scoreValue >= 0 && scoreValue <= 100;
  const name = `${data.student.firstName} ${data.student.lastName}`.trim();

  const submitGrade = (event: FormEvent) => {
    event.preventDefault();
    if (!validScore || tooLong) return;
    // What the admin typed stays until the server took it; a failure toast says why.
    grade({ submissionId: data.id, score: scoreValue, feedback: feedback.trim() });
  };
  const submitReturn = () => {
    if (!isSubmittableText(feedback) || tooLong) return;
    sendBack({ submissionId: data.id, feedback: feedback.trim() });
  };

  return (
    <article className={`${card} ${stack("sm")}`} aria-labelledby={`${id}-title`}>
      <div className={row}>
        <h4 id={`${id}-title`}>
          {data.assignment.title} · {name}
        </h4>
        {data.late ? <span className={dangerBadge}>Late</span> : <span className={badge}>On time</span>}
      </div>
      <p className={muted}>
        {data.assignment.course} · {data.assignment.module.title} · {data.student.email} · Handed in{" "}
        {formatDateTime(data.submittedAt)}
        {data.attempts > 1 ? ` (attempt ${data.attempts})` : ""}
      </p>
      <SubmissionContent submission={data} />
      <form
        className={stack("sm", "stretch")}
        onSubmit={submitGrade}
        aria-label={`Review: ${data.assignment.title}, ${name}`}
      >
        <div className={field}>
          <label className={label} htmlFor={`${id}-score`}>
            Score (0-100)
          </label>
          <input
            id={`${id}-score`}
            className={input}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={score}
            onChange={(event) => setScore(event.target.value)}
          />
        </div>
        <div className={field}>
          <label className={label} htmlFor={`${id}-feedback`}>
            Feedback
          </label>
          <textarea
            id={`${id}-feedback`}
            className={textarea}
            rows={3}
            value={feedback}
            aria-describedby={`${id}-count`}
            onChange={(event) => setFeedback(event.target.value)}
          />
          <CharacterCount id={`${id}-count`} length={feedback.trim().length} max={LIMITS.submissionFeedback} />
        </div>
        <div className={actions}>
          <button
            type="button"
            className={buttonRecipe({ variant: "outline" })}
            disabled={busy || !isSubmittableText(feedback) || tooLong}
            onClick={submitReturn}
          >
            Return for revision
          </button>
          <button type="submit" className={buttonRecipe()} disabled={busy || !validScore || tooLong}>
            {isGrading ? "Grading…" : "Grade"}
          </button>
        </div>
      </form>
    </article>
  );
}
