import { Lock } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import { MemberName } from "../members/MemberName";
import { SPECIALIZATION_LABELS } from "../../../../schema/rules/specializations";
import type { DiscussionThread_discussion$key } from "../../__generated__/DiscussionThread_discussion.graphql";
import type { DiscussionThread_query$key } from "../../__generated__/DiscussionThread_query.graphql";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { CategoryIcon } from "../community/CategoryIcon";
import { DiscussionActions } from "../community/DiscussionActions";
import { badge } from "../community/DiscussionCard.css";
import { discussionBadge, specializationLabel } from "../community/formatDiscussion";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { authorLine, authorName, header, meta, postActions, thread, title } from "./DiscussionThread.css";
import { LIMITS } from "../../../../schema/rules/text";
import { useToast } from "../../ui/toast/useToast";
import { reportFailure } from "../community/reportFailure";
import { Markdown } from "./Markdown";
import { AcceptedAnswer } from "./AcceptedAnswer";
import { FlagAction } from "./FlagAction";
import { useQuote } from "./quote";
import { textButton } from "../../ui/button.css";
import { HiddenNotice } from "./HiddenNotice";
import { DiscussionModeratorActions } from "./LazyModeratorActions";
import { OwnerActions } from "./OwnerActions";
import { editorOutcome, PostEditor } from "./PostEditor";
import { replyFailure } from "./replyFailure";
import { useDiscussionEdits } from "./usePostEdits";

interface DiscussionThreadProps {
  discussion: DiscussionThread_discussion$key;
  /** The board's categories, where a moderator may move it. */
  query: DiscussionThread_query$key;
}

/** The discussion itself: title, badge, author, category, times, its text as Markdown, and its actions. */
export function DiscussionThread({ discussion, query }: DiscussionThreadProps) {
  const data = useFragment(
    graphql`
      fragment DiscussionThread_discussion on Discussion {
        id
        title
        content
        createdAt
        lastActivityAt
        isUrgent
        isPinned
        isLocked
        isDeleted
        isHidden
        hiddenReason
        editedAt
        viewerIsAuthor
        viewerCanModerate
        viewerHasFlagged
        isAnswered
        ...AcceptedAnswer_discussion
        mentionedMembers {
          databaseId
          firstName
          lastName
        }
        category {
          id
          name
          icon
        }
        author {
          id
          databaseId
          firstName
          lastName
          isDeleted
          profileImageUrl
          specialization
        }
        ...DiscussionActions_discussion
      }
    `,
    discussion,
  );
  const { categories } = useFragment(
    graphql`
      fragment DiscussionThread_query on Query {
        categories {
          id
          name
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState(false);
  const { editDiscussion, deleteDiscussion, isInFlight } = useDiscussionEdits();
  const { toast } = useToast();
  const navigate = useNavigate();
  const quote = useQuote();
  const label = discussionBadge({ isUrgent: data.isUrgent, isPinned: data.isPinned, categoryName: data.category.name });
  const name = `${data.author.firstName} ${data.author.lastName}`;

  return (
    <article className={thread} aria-labelledby="discussion-title">
      <div className={header}>
        <h1 id="discussion-title" className={title}>
          {data.title}
        </h1>
        <span className={label === "Urgent" || label === "Pinned" ? badge[label] : badge.category}>{label}</span>
        {data.isLocked ? (
          <span className={badge.category}>
            <Lock aria-hidden="true" size={12} /> Locked
          </span>
        ) : null}
        {data.isHidden ? <span className={badge.category}>Hidden</span> : null}
        {data.isAnswered ? <span className={badge.category}>Answered</span> : null}
      </div>
      <div className={meta}>
        <UserAvatar
          id={data.author.id}
          firstName={data.author.firstName}
          lastName={data.author.lastName}
          imageUrl={data.author.profileImageUrl}
          size="sm"
        />
        <span className={authorLine}>
          <MemberName id={data.author.id} isDeleted={data.author.isDeleted} className={authorName}>
            {name}
          </MemberName>
          <span>{specializationLabel(data.author.specialization, SPECIALIZATION_LABELS)}</span>
        </span>
        <span aria-hidden="true">·</span>
        <span>
          <CategoryIcon icon={data.category.icon} /> {data.category.name}
        </span>
        <span aria-hidden="true">·</span>
        <span>
          Posted <RelativeTime date={data.createdAt} />
        </span>
        {data.lastActivityAt ? (
          <span>
            Last activity <RelativeTime date={data.lastActivityAt} />
          </span>
        ) : null}
      </div>
      {data.isHidden ? <HiddenNotice what="discussion" reason={data.hiddenReason} /> : null}
      {editing ? (
        <PostEditor
          label="Edit your discussion"
          initialContent={data.content}
          maxLength={LIMITS.discussionContent}
          title={{ initial: data.title, maxLength: LIMITS.discussionTitle }}
          onCancel={() => setEditing(false)}
          onSave={(changes, done) =>
            editDiscussion(
              data.id,
              changes,
              editorOutcome(done, () => setEditing(false)),
            )
          }
        />
      ) : (
        <Markdown mentions={data.mentionedMembers}>{data.content}</Markdown>
      )}
      {data.editedAt && !data.isDeleted ? (
        <p className={meta}>
          Edited <RelativeTime date={data.editedAt} />
        </p>
      ) : null}
      <AcceptedAnswer discussion={data} />
      <DiscussionActions discussion={data} title={data.title} />
      {!data.isDeleted && !data.isHidden && !editing ? (
        <div className={postActions}>
          {quote ? (
            <button
              type="button"
              className={textButton}
              aria-label="Quote the discussion"
              onClick={() => quote({ name, databaseId: data.author.databaseId }, data.content)}
            >
              Quote
            </button>
          ) : null}
          {!data.viewerIsAuthor && !data.viewerCanModerate ? (
            <FlagAction postId={data.id} what="discussion" flagged={data.viewerHasFlagged} />
          ) : null}
        </div>
      ) : null}
      {data.viewerIsAuthor && !data.isDeleted && !editing ? (
        <OwnerActions
          what="discussion"
          busy={isInFlight}
          onEdit={() => setEditing(true)}
          onDelete={() =>
            deleteDiscussion(
              { id: data.id, categoryId: data.category.id },
              {
                succeeded: (removed) => {
                  toast({ title: "Discussion deleted" });
                  // Without replies it is gone: back to the board. With replies it stays as "[deleted]".
                  if (removed) void navigate("/community");
                },
                failed: (error) => reportFailure(error, replyFailure(error)),
              },
            )
          }
        />
      ) : null}
      {data.viewerCanModerate ? (
        <DiscussionModeratorActions
          discussion={{
            id: data.id,
            isPinned: data.isPinned,
            isLocked: data.isLocked,
            isHidden: data.isHidden,
            categoryId: data.category.id,
          }}
          categories={categories}
        />
      ) : null}
    </article>
  );
}
