import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { MemberName } from "../members/MemberName";
import type { ReplyItem_reply$key } from "../../__generated__/ReplyItem_reply.graphql";
import { LIMITS } from "../../../../schema/rules/text";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { useToast } from "../../ui/toast/useToast";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { reportFailure } from "../community/reportFailure";
import { acceptedBadge, acceptedReply, authorName, byline, reply, replyActions } from "./ReplyItem.css";
import { Markdown } from "./Markdown";
import { FlagAction } from "./FlagAction";
import { ReplyLikeButton } from "./ReplyLikeButton";
import { useQuote } from "./quote";
import { HiddenNotice } from "./HiddenNotice";
import { ReplyModeratorActions } from "./LazyModeratorActions";
import { OwnerActions } from "./OwnerActions";
import { editorOutcome, PostEditor } from "./PostEditor";
import { replyFailure } from "./replyFailure";
import { useReplyEdits } from "./usePostEdits";
import { useAcceptedAnswer } from "./useAcceptedAnswer";
import { textButton } from "../../ui/button.css";

interface ReplyItemProps {
  reply: ReplyItem_reply$key;
  /** The discussion's global id: a deleted reply leaves its thread's list. */
  discussionId: string;
  /** The viewer asked this Lab Help question or moderates: they mark its accepted answer. */
  canAcceptAnswer: boolean;
}

/** One reply: who wrote it, when (and when edited), its text as Markdown; its author may edit or delete it. */
export function ReplyItem({ reply: replyKey, discussionId, canAcceptAnswer }: ReplyItemProps) {
  const data = useFragment(
    graphql`
      fragment ReplyItem_reply on Reply {
        id
        content
        createdAt
        editedAt
        isHidden
        hiddenReason
        isAcceptedAnswer
        viewerIsAuthor
        viewerCanModerate
        viewerHasFlagged
        ...ReplyLikeButton_reply
        mentionedMembers {
          databaseId
          firstName
          lastName
        }
        author {
          id
          databaseId
          firstName
          lastName
          isDeleted
          profileImageUrl
        }
      }
    `,
    replyKey,
  );
  const [editing, setEditing] = useState(false);
  const { editReply, deleteReply, isInFlight } = useReplyEdits();
  const { toast } = useToast();
  const { acceptAnswer, unacceptAnswer, isInFlight: marking } = useAcceptedAnswer();
  const quote = useQuote();
  const mark = () => {
    const outcome = {
      succeeded: () => toast({ title: data.isAcceptedAnswer ? "Answer withdrawn" : "Marked as the answer" }),
      failed: (error: Error) => reportFailure(error, replyFailure(error)),
    };
    if (data.isAcceptedAnswer) unacceptAnswer(discussionId, outcome);
    else acceptAnswer(data.id, outcome);
  };

  return (
    <article
      id={`reply-${encodeURIComponent(data.id)}`}
      className={data.isAcceptedAnswer ? acceptedReply : reply}
      aria-label={`Reply by ${data.author.firstName} ${data.author.lastName}`}
    >
      <div className={byline}>
        <UserAvatar
          id={data.author.id}
          firstName={data.author.firstName}
          lastName={data.author.lastName}
          imageUrl={data.author.profileImageUrl}
          size="sm"
        />
        <MemberName id={data.author.id} isDeleted={data.author.isDeleted} className={authorName}>
          {data.author.firstName} {data.author.lastName}
        </MemberName>
        <span aria-hidden="true">·</span>
        <RelativeTime date={data.createdAt} />
        {data.editedAt ? (
          <span>
            (edited <RelativeTime date={data.editedAt} />)
          </span>
        ) : null}
        {data.isAcceptedAnswer ? (
          <span className={acceptedBadge}>
            <CircleCheck aria-hidden="true" size={12} /> Accepted answer
          </span>
        ) : null}
      </div>
      {data.isHidden ? <HiddenNotice what="reply" reason={data.hiddenReason} /> : null}
      {editing ? (
        <PostEditor
          label="Edit your reply"
          initialContent={data.content}
          maxLength={LIMITS.replyContent}
          onCancel={() => setEditing(false)}
          onSave={({ content }, done) =>
            editReply(
              data.id,
              content,
              editorOutcome(done, () => setEditing(false)),
            )
          }
        />
      ) : (
        <Markdown mentions={data.mentionedMembers}>{data.content}</Markdown>
      )}
      {data.viewerIsAuthor && !editing ? (
        <OwnerActions
          what="reply"
          busy={isInFlight}
          onEdit={() => setEditing(true)}
          onDelete={() =>
            deleteReply(data.id, discussionId, {
              succeeded: () => toast({ title: "Reply deleted" }),
              failed: (error) => reportFailure(error, replyFailure(error)),
            })
          }
        />
      ) : null}
      {!data.isHidden && !editing ? (
        <div className={replyActions}>
          <ReplyLikeButton reply={data} author={`${data.author.firstName} ${data.author.lastName}`} />
          {canAcceptAnswer ? (
            <button type="button" className={textButton} disabled={marking} onClick={mark}>
              {data.isAcceptedAnswer ? "Withdraw as answer" : "Mark as answer"}
            </button>
          ) : null}
          {quote ? (
            <button
              type="button"
              className={textButton}
              aria-label={`Quote the reply by ${data.author.firstName} ${data.author.lastName}`}
              onClick={() =>
                quote(
                  { name: `${data.author.firstName} ${data.author.lastName}`, databaseId: data.author.databaseId },
                  data.content,
                )
              }
            >
              Quote
            </button>
          ) : null}
          {!data.viewerIsAuthor && !data.viewerCanModerate ? (
            <FlagAction postId={data.id} what="reply" flagged={data.viewerHasFlagged} />
          ) : null}
        </div>
      ) : null}
      {data.viewerCanModerate ? <ReplyModeratorActions reply={{ id: data.id, isHidden: data.isHidden }} /> : null}
    </article>
  );
}
