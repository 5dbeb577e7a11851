import { CircleCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { AcceptedAnswer_discussion$key } from "../../__generated__/AcceptedAnswer_discussion.graphql";
import { answer, answerTitle } from "./DiscussionThread.css";
import { Markdown } from "./Markdown";

/** Under a Lab Help question: the reply its author (or a moderator) accepted, with a link to it in the thread. */
export function AcceptedAnswer({ discussion }: { discussion: AcceptedAnswer_discussion$key }) {
  const data = useFragment(
    graphql`
      fragment AcceptedAnswer_discussion on Discussion {
        acceptedAnswer {
          id
          content
          mentionedMembers {
            databaseId
            firstName
            lastName
          }
          author {
            firstName
            lastName
          }
        }
      }
    `,
    discussion,
  );
  const reply = data.acceptedAnswer;
  if (!reply) return null;
  return (
    <section className={answer} aria-labelledby="accepted-answer-title">
      <h2 id="accepted-answer-title" className={answerTitle}>
        <CircleCheck aria-hidden="true" size={18} /> Accepted answer by {reply.author.firstName} {reply.author.lastName}
      </h2>
      <Markdown
        mentions={reply.mentionedMembers.map(({ databaseId, firstName, lastName }) => ({
          databaseId,
          firstName,
          lastName,
        }))}
      >
        {reply.content}
      </Markdown>
      <a href={`#reply-${encodeURIComponent(reply.id)}`}>Go to the answer in the thread</a>
    </section>
  );
}
