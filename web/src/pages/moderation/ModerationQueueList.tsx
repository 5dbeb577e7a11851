import { useState } from "react";
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ModerationQueueList_query$key } from "../../__generated__/ModerationQueueList_query.graphql";
import type { ModerationQueueListPaginationQuery } from "../../__generated__/ModerationQueueListPaginationQuery.graphql";
import type { ModerationQueueListQuery } from "../../__generated__/ModerationQueueListQuery.graphql";
import type {
  FlagReview,
  ModerationQueueListReviewMutation,
} from "../../__generated__/ModerationQueueListReviewMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { badge, dangerBadge } from "../../ui/badge.css";
import { buttonRecipe } from "../../ui/button.css";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { muted } from "../../ui/layout/PageContainer.css";
import { useToast } from "../../ui/toast/useToast";
import { discussionPath } from "../discussion/discussionPath";
import { ModerationDialog } from "../discussion/ModerationDialog";
import { flagSummary } from "./flagSummary";
import { actions, excerpt, item, itemHeader, itemTitle, meta, notes, queue } from "./ModerationQueue.css";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

const PAGE_SIZE = 20;

/** The queue itself: fetched only for moderators (the field is theirs alone), a page at a time. */
export function ModerationQueueList() {
  const root = useLazyLoadQuery<ModerationQueueListQuery>(
    graphql`
      query ModerationQueueListQuery($count: Int!) {
        ...ModerationQueueList_query @arguments(count: $count)
      }
    `,
    { count: PAGE_SIZE },
    { fetchPolicy: "store-and-network" },
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ModerationQueueListPaginationQuery,
    ModerationQueueList_query$key
  >(
    graphql`
      fragment ModerationQueueList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ModerationQueueListPaginationQuery") {
        moderationQueue(first: $count, after: $cursor) @connection(key: "ModerationQueueList_moderationQueue") {
          edges {
            node {
              openFlags
              lastFlaggedAt
              notes
              reasons {
                reason
                count
              }
              post {
                __typename
                ... on Discussion {
                  id
                  title
                  content
                  isHidden
                  author {
                    firstName
                    lastName
                  }
                }
                ... on Reply {
                  id
                  content
                  isHidden
                  author {
                    firstName
                    lastName
                  }
                  discussion {
                    id
                    title
                  }
                }
              }
            }
          }
        }
      }
    `,
    root,
  );
  const edges = data.moderationQueue.edges;
  // Once a post is reviewed it leaves the queue: the list is asked again from the first page.
  const reload = () => refetch({ count: PAGE_SIZE, cursor: null }, { fetchPolicy: "network-only" });

  if (edges.length === 0) return <p className={muted}>Nothing to review. Posts members flag appear here.</p>;
  return (
    <>
      <ul className={queue} aria-label="Flagged posts">
        {edges.map(({ node }) => {
          const post = node.post;
          if (post.__typename === "%other") return null;
          const isReply = post.__typename === "Reply";
          const discussion = isReply ? post.discussion : { id: post.id, title: post.title };
          const label = isReply ? `Reply in “${discussion.title}”` : `Discussion “${discussion.title}”`;
          return (
            <li key={post.id} className={item} aria-label={label}>
              <div className={itemHeader}>
                <h2 className={itemTitle}>
                  <Link to={discussionPath(discussion.id)}>{label}</Link>
                </h2>
                <span className={post.isHidden ? dangerBadge : badge}>
                  {post.isHidden ? "Hidden pending review" : "Visible"}
                </span>
              </div>
              <p className={meta}>
                <span>
                  By {post.author.firstName} {post.author.lastName}
                </span>
                <span aria-hidden="true">·</span>
                <span>
                  {flagSummary(
                    node.openFlags,
                    node.reasons.map(({ reason, count }) => ({ reason, count })),
                  )}
                </span>
                <span aria-hidden="true">·</span>
                <span>
                  Last flagged <RelativeTime date={node.lastFlaggedAt} />
                </span>
              </p>
              <p className={excerpt}>{post.content.length > 300 ? `${post.content.slice(0, 300)}…` : post.content}</p>
              {node.notes.length > 0 ? (
                <ul className={notes} aria-label="Members' notes">
                  {node.notes.map((note, index) => (
                    <li key={index}>“{note}”</li>
                  ))}
                </ul>
              ) : null}
              <ReviewActions postId={post.id} what={isReply ? "reply" : "discussion"} onReviewed={reload} />
            </li>
          );
        })}
      </ul>
      <LoadMoreButton
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        count={PAGE_SIZE}
        label="Show more"
      />
    </>
  );
}

const DECISIONS: Record<"KEEP" | "HIDE", { label: string; description: string; done: string }> = {
  KEEP: {
    label: "Keep",
    description: "The flags are dismissed; if they hid the post, every member reads it again.",
    done: "Kept: flags dismissed",
  },
  HIDE: {
    label: "Hide",
    description: "Members no longer read it; its author reads your reason.",
    done: "Hidden",
  },
};

function ReviewActions({ postId, what, onReviewed }: { postId: string; what: string; onReviewed: () => void }) {
  const [open, setOpen] = useState<"KEEP" | "HIDE" | null>(null);
  const { toast } = useToast();
  const [commit] = useMutation<ModerationQueueListReviewMutation>(graphql`
    mutation ModerationQueueListReviewMutation($input: ReviewFlagsInput!) {
      reviewFlags(input: $input) {
        post {
          ... on Discussion {
            id
            title
            content
            isHidden
            hiddenReason
          }
          ... on Reply {
            id
            content
            isHidden
            hiddenReason
          }
        }
      }
    }
  `);
  const decision = open ? DECISIONS[open] : null;
  return (
    <div className={actions}>
      {(["KEEP", "HIDE"] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className={buttonRecipe({ variant: choice === "KEEP" ? "outline" : "primary" })}
          aria-label={`${DECISIONS[choice].label} ${what}`}
          onClick={() => setOpen(choice)}
        >
          {DECISIONS[choice].label}
        </button>
      ))}
      {open && decision ? (
        <ModerationDialog
          open
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
          title={`${decision.label} ${what}`}
          description={decision.description}
          confirm={decision.label}
          onConfirm={({ reason }, outcome) =>
            commit({
              variables: { input: { postId, decision: open satisfies FlagReview, reason } },
              ...mutationFeedback("ModerationQueueListReviewMutation", {
                succeeded: () => {
                  toast({ title: decision.done });
                  outcome.succeeded();
                  onReviewed();
                },
                failed: outcome.failed,
              }),
            })
          }
        />
      ) : null}
    </div>
  );
}
