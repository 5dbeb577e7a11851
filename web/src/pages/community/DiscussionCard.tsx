import { graphql, useFragment } from "react-relay";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router-dom";
import { MemberName } from "../members/MemberName";
import type { DiscussionCard_discussion$key } from "../../__generated__/DiscussionCard_discussion.graphql";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { CategoryIcon } from "./CategoryIcon";
import { DiscussionActions } from "./DiscussionActions";
import { discussionPath } from "../discussion/discussionPath";
import { author, badge, header, lastActivity, meta, preview, title, titleLink } from "./DiscussionCard.css";
import { card } from "../../ui/card.css";
import { discussionBadge, previewContent } from "./formatDiscussion";
import { RelativeTime } from "../../ui/format/RelativeTime";

interface DiscussionCardProps {
  discussion: DiscussionCard_discussion$key;
}

export function DiscussionCard({ discussion }: DiscussionCardProps) {
  const data = useFragment(
    graphql`
      fragment DiscussionCard_discussion on Discussion {
        id
        title
        content
        createdAt
        lastActivityAt
        isUrgent
        isPinned
        isAnswered
        category {
          name
          icon
        }
        author {
          id
          firstName
          lastName
          isDeleted
          profileImageUrl
        }
        ...DiscussionActions_discussion
      }
    `,
    discussion,
  );
  const label = discussionBadge({ isUrgent: data.isUrgent, isPinned: data.isPinned, categoryName: data.category.name });
  const titleId = `discussion-${data.id}`;
  const authorName = `${data.author.firstName} ${data.author.lastName}`;

  return (
    <article className={card} aria-labelledby={titleId}>
      <div className={header}>
        <h2 id={titleId} className={title}>
          <Link to={discussionPath(data.id)} className={titleLink}>
            {data.title}
          </Link>
        </h2>
        <span className={label === "Urgent" || label === "Pinned" ? badge[label] : badge.category}>{label}</span>
        {data.isAnswered ? (
          <span className={badge.category}>
            <CircleCheck aria-hidden="true" size={12} /> Answered
          </span>
        ) : null}
      </div>
      <div className={meta}>
        <UserAvatar
          id={data.author.id}
          firstName={data.author.firstName}
          lastName={data.author.lastName}
          imageUrl={data.author.profileImageUrl}
          size="sm"
        />
        <MemberName id={data.author.id} isDeleted={data.author.isDeleted} className={author}>
          {authorName}
        </MemberName>
        <span aria-hidden="true">·</span>
        <span>
          <CategoryIcon icon={data.category.icon} /> {data.category.name}
        </span>
        <span aria-hidden="true">·</span>
        <RelativeTime date={data.createdAt} />
      </div>
      <p className={preview}>{previewContent(data.content)}</p>
      <DiscussionActions discussion={data} title={data.title} />
      {data.lastActivityAt ? (
        <p className={lastActivity}>
          Last activity <RelativeTime date={data.lastActivityAt} />
        </p>
      ) : null}
    </article>
  );
}
