import { graphql, useFragment } from "react-relay";
import type { MentorQuestionItem_question$key } from "../../__generated__/MentorQuestionItem_question.graphql";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { muted, row } from "../../ui/card.css";
import { badge } from "../../ui/badge.css";
import { stack } from "../../ui/layout/stack";
import { mentorAnswer } from "./MentorQuestionItem.css";

interface MentorQuestionItemProps {
  question: MentorQuestionItem_question$key;
}

/** A recent question with its status, Answered or Pending, and the mentor's answer under it once given. */
export function MentorQuestionItem({ question }: MentorQuestionItemProps) {
  const data = useFragment(
    graphql`
      fragment MentorQuestionItem_question on MentorQuestion {
        text
        status
        createdAt
        answer
      }
    `,
    question,
  );

  return (
    <div className={stack("xs")}>
      <div className={row}>
        <div>
          <p>{data.text}</p>
          <p className={muted}>
            <RelativeTime date={data.createdAt} />
          </p>
        </div>
        <span className={badge}>{data.status === "ANSWERED" ? "Answered" : "Pending"}</span>
      </div>
      {data.answer ? (
        <blockquote className={mentorAnswer} aria-label="Mentor's answer">
          <p className={muted}>Mentor's answer</p>
          <p>{data.answer}</p>
        </blockquote>
      ) : null}
    </div>
  );
}
