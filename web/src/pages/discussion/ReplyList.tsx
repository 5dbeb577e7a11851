import { graphql, usePaginationFragment } from "react-relay";
import type { ReplyList_discussion$key } from "../../__generated__/ReplyList_discussion.graphql";
import type { ReplyListPaginationQuery } from "../../__generated__/ReplyListPaginationQuery.graphql";
import { list, section, sectionTitle } from "./ReplyList.css";
import { ReplyItem } from "./ReplyItem";
import { useScrollToReply } from "./useScrollToReply";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

/** Replies shown at first and added by each "Show more replies". */
export const REPLIES_PAGE_SIZE = 20;

interface ReplyListProps {
  discussion: ReplyList_discussion$key;
}

/** The thread's replies, oldest first, a page at a time. */
export function ReplyList({ discussion }: ReplyListProps) {
  const pagination = usePaginationFragment<ReplyListPaginationQuery, ReplyList_discussion$key>(
    graphql`
      fragment ReplyList_discussion on Discussion
      @refetchable(queryName: "ReplyListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        id
        commentsCount
        viewerCanAcceptAnswer
        replies(first: $first, after: $after) @connection(key: "ReplyList_replies") {
          totalCount
          edges {
            node {
              id
              ...ReplyItem_reply
            }
          }
        }
      }
    `,
    discussion,
  );
  const { data, hasNext, loadNext, isLoadingNext } = pagination;
  const { totalCount, edges } = data.replies;
  useScrollToReply({ loaded: edges.length, hasNext, isLoadingNext, loadNext: () => loadNext(REPLIES_PAGE_SIZE) });
  // The reply count the payload of a new reply moves (the connection's own total stays as loaded).
  const count = data.commentsCount;

  return (
    <section id="replies" className={section} aria-labelledby="replies-title">
      <h2 id="replies-title" className={sectionTitle}>
        {count === 1 ? "1 reply" : `${count} replies`}
      </h2>
      {edges.length === 0 ? <p>No replies yet. Be the first to answer.</p> : null}
      <ol className={list} aria-label="Replies">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <ReplyItem reply={edge.node} discussionId={data.id} canAcceptAnswer={data.viewerCanAcceptAnswer} />
          </li>
        ))}
      </ol>
      <LoadMoreButton
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        count={REPLIES_PAGE_SIZE}
        label={`Show more replies (${edges.length} of ${Math.max(count, totalCount)})`}
        loadingLabel="Loading replies..."
      />
    </section>
  );
}
