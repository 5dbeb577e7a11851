import { graphql, useFragment } from "react-relay";
import type { LessonComments_page$key } from "../../__generated__/LessonComments_page.graphql";
import { LIMITS } from "../../../../schema/rules/text";
import { CommentItem } from "./CommentItem";
import { card, cardTitle, list } from "../../ui/card.css";
import { TextSubmitForm } from "./TextSubmitForm";
import { useAddLessonCommentMutation } from "./useAddLessonCommentMutation";

interface LessonCommentsProps {
  page: LessonComments_page$key;
  canPost: boolean;
}

/** Comments, newest first, and a box to add one; the spec's alert shows for everyone. */
export function LessonComments({ page, canPost }: LessonCommentsProps) {
  const data = useFragment(
    graphql`
      fragment LessonComments_page on LessonPage {
        id
        blocksBlankSubmit
        comments(first: 50) @connection(key: "LessonComments_comments") {
          __id
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    page,
  );
  const [addComment] = useAddLessonCommentMutation();

  // A visitor's comment is not stored (spec 9): the alert alone. A student's shows the alert
  // only once the server has taken it; a refusal keeps the text in the box.
  const submit = async (content: string) => {
    if (canPost) await addComment(data.id, content, data.comments.__id);
    window.alert("Comment submitted!");
  };

  return (
    <section className={card} aria-labelledby="comments-title">
      <h2 id="comments-title" className={cardTitle}>
        Comments
      </h2>
      <TextSubmitForm
        label="Add a comment"
        placeholder="Share your thoughts or ask a question about this lesson..."
        submitLabel="Post Comment"
        blocksBlank={data.blocksBlankSubmit}
        note={canPost ? null : "Sign in to keep your comments on the page."}
        maxLength={canPost ? LIMITS.lessonText : null}
        onSubmit={submit}
      />
      <ul className={list} aria-label="Comments">
        {data.comments.edges.map((edge) => (
          <li key={edge.node.id}>
            <CommentItem comment={edge.node} />
          </li>
        ))}
      </ul>
    </section>
  );
}
