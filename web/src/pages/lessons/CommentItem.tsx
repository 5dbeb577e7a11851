import { graphql, useFragment } from "react-relay";
import { Heart } from "lucide-react";
import type { CommentItem_comment$key } from "../../__generated__/CommentItem_comment.graphql";
import { avatar, comment } from "./CommentItem.css";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { initials } from "./formatLesson";
import { muted, row } from "../../ui/card.css";

interface CommentItemProps {
  comment: CommentItem_comment$key;
}

/** One comment: avatar, author, relative time, text and likes. */
export function CommentItem({ comment: ref }: CommentItemProps) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on LessonComment {
        authorName
        content
        likes
        createdAt
      }
    `,
    ref,
  );

  return (
    <article className={comment} aria-label={`Comment by ${data.authorName}`}>
      <span className={avatar} aria-hidden="true">
        {initials(data.authorName)}
      </span>
      <div>
        <div className={row}>
          <strong>{data.authorName}</strong>
          <span className={muted}>
            <RelativeTime date={data.createdAt} />
          </span>
        </div>
        <p>{data.content}</p>
        <p className={muted}>
          <Heart aria-hidden="true" size={16} />
          {data.likes} {data.likes === 1 ? "like" : "likes"}
        </p>
      </div>
    </article>
  );
}
