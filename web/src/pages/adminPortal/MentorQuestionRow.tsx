import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { MentorQuestionRow_question$key } from "../../__generated__/MentorQuestionRow_question.graphql";
import { isSubmittableText, LIMITS } from "../../../../schema/rules/text";
import { badge } from "../../ui/badge.css";
import { buttonRecipe } from "../../ui/button.css";
import { card, muted, row } from "../../ui/card.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { textarea } from "../../ui/form/form.css";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { stack } from "../../ui/layout/stack";
import { useAnswerMentorQuestionMutation } from "./useAnswerMentorQuestionMutation";

interface MentorQuestionRowProps {
  question: MentorQuestionRow_question$key;
}

/** One question: where and by whom it was asked; a pending one takes the admin's answer. */
export function MentorQuestionRow({ question }: MentorQuestionRowProps) {
  const data = useFragment(
    graphql`
      fragment MentorQuestionRow_question on MentorQuestion {
        id
        text
        status
        answer
        createdAt
        askedBy
        lessonPage {
          title
        }
      }
    `,
    question,
  );
  const [answer, setAnswer] = useState("");
  const [send, isSending] = useAnswerMentorQuestionMutation();
  const id = useId();
  const tooLong = answer.trim().length > LIMITS.mentorAnswer;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmittableText(answer) || tooLong) return;
    // The text stays in the box until the server took it; a failure toast says why.
    send({ questionId: data.id, answer: answer.trim() }, { onDone: () => setAnswer("") });
  };

  return (
    <article className={`${card} ${stack("sm")}`} aria-labelledby={`${id}-q`}>
      <div className={row}>
        <p className={muted}>
          {data.lessonPage.title} · {data.askedBy} · <RelativeTime date={data.createdAt} />
        </p>
        <span className={badge}>{data.status === "ANSWERED" ? "Answered" : "Pending"}</span>
      </div>
      <p id={`${id}-q`}>{data.text}</p>
      {data.status === "ANSWERED" ? (
        data.answer ? (
          <p>
            <strong>Answer:</strong> {data.answer}
          </p>
        ) : null
      ) : (
        <form className={stack("sm", "flex-start")} onSubmit={submit}>
          <label htmlFor={`${id}-answer`}>Your answer</label>
          <textarea
            id={`${id}-answer`}
            className={textarea}
            rows={3}
            value={answer}
            aria-describedby={`${id}-count`}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <CharacterCount id={`${id}-count`} length={answer.trim().length} max={LIMITS.mentorAnswer} />
          <button
            type="submit"
            className={buttonRecipe()}
            disabled={!isSubmittableText(answer) || tooLong || isSending}
          >
            {isSending ? "Sending…" : "Send Answer"}
          </button>
        </form>
      )}
    </article>
  );
}
