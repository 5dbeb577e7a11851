import { graphql, useFragment } from "react-relay";
import type { ReplyItem_reply$key } from "../../__generated__/ReplyItem_reply.graphql";
import { UserAvatar } from "../../components/topBar/UserAvatar";
import { formatTimeAgo } from "../community/formatDiscussion";
import { authorName, byline, reply } from "./ReplyItem.css";
import { Markdown } from "./Markdown";

interface ReplyItemProps {
  reply: ReplyItem_reply$key;
}

/** One reply: who wrote it, when, and its text as Markdown. */
export function ReplyItem({ reply: replyKey }: ReplyItemProps) {
  const data = useFragment(
    graphql`
      fragment ReplyItem_reply on Reply {
        id
        content
        createdAt
        author {
          id
          firstName
          lastName
          profileImageUrl
        }
      }
    `,
    replyKey,
  );
  return (
    <article className={reply} aria-label={`Reply by ${data.author.firstName} ${data.author.lastName}`}>
      <div className={byline}>
        <UserAvatar
          id={data.author.id}
          firstName={data.author.firstName}
          lastName={data.author.lastName}
          imageUrl={data.author.profileImageUrl}
          size="sm"
        />
        <span className={authorName}>
          {data.author.firstName} {data.author.lastName}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={data.createdAt}>{formatTimeAgo(new Date(data.createdAt))}</time>
      </div>
      <Markdown>{data.content}</Markdown>
    </article>
  );
}
