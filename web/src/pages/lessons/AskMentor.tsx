import { graphql, useFragment } from "react-relay";
import type { AskMentor_page$key } from "../../__generated__/AskMentor_page.graphql";
import { LIMITS } from "../../../../schema/rules/text";
import { card, cardTitle, list, muted } from "../../ui/card.css";
import { comment } from "./CommentItem.css";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { nameParts } from "../../ui/avatar/placeholderAvatar";
import { MentorQuestionItem } from "./MentorQuestionItem";
import { TextSubmitForm } from "./TextSubmitForm";
import { useAskMentorMutation } from "./useAskMentorMutation";

interface AskMentorProps {
  page: AskMentor_page$key;
  canPost: boolean;
}

/** The mentor, a question box and the recent questions marked Answered or Pending. */
export function AskMentor({ page, canPost }: AskMentorProps) {
  const data = useFragment(
    graphql`
      fragment AskMentor_page on LessonPage {
        id
        blocksBlankSubmit
        mentorName
        mentorRole
        mentorAvailability
        mentorQuestions(first: 20) @connection(key: "AskMentor_mentorQuestions") {
          __id
          edges {
            node {
              id
              ...MentorQuestionItem_question
            }
          }
        }
      }
    `,
    page,
  );
  const [ask] = useAskMentorMutation();

  // As with comments: a visitor gets the alert alone, a student once the server has the question.
  const submit = async (text: string) => {
    if (canPost) await ask(data.id, text, data.mentorQuestions.__id);
    window.alert("Question sent to mentor!");
  };

  return (
    <section className={card} aria-labelledby="mentor-title">
      <h2 id="mentor-title" className={cardTitle}>
        Ask Your Mentor
      </h2>
      <div className={comment} aria-label="Mentor">
        <UserAvatar id={data.mentorName} {...nameParts(data.mentorName)} imageUrl={null} />
        <div>
          <strong>{data.mentorName}</strong>
          <p>{data.mentorRole}</p>
          <p className={muted}>{data.mentorAvailability}</p>
        </div>
      </div>
      <TextSubmitForm
        label="Your question"
        placeholder="Ask a question about this lesson..."
        submitLabel="Send Question"
        blocksBlank={data.blocksBlankSubmit}
        note={canPost ? null : "Sign in to keep your questions on the page."}
        maxLength={canPost ? LIMITS.lessonText : null}
        onSubmit={submit}
      />
      <h3>Recent Questions</h3>
      <ul className={list} aria-label="Recent questions">
        {data.mentorQuestions.edges.map((edge) => (
          <li key={edge.node.id}>
            <MentorQuestionItem question={edge.node} />
          </li>
        ))}
      </ul>
    </section>
  );
}
