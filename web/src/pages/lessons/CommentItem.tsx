import { graphql, useFragment } from "react-relay";
import { Heart } from "lucide-react";
import type { CommentItem_comment$key } from "../../__generated__/CommentItem_comment.graphql";
import { comment } from "./CommentItem.css";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { nameParts } from "../../ui/avatar/placeholderAvatar";
import { RelativeTime } from "../../ui/format/RelativeTime";
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
      <UserAvatar id={data.authorName} {...nameParts(data.authorName)} imageUrl={null} />
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
