import { useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { DiscussionList_query$key } from "../../__generated__/DiscussionList_query.graphql";
import DiscussionListPaginationQueryNode, {
  type DiscussionListPaginationQuery,
} from "../../__generated__/DiscussionListPaginationQuery.graphql";
import { useRefetchInPlace } from "../../relay/useRefetchInPlace";
import { buttonRecipe } from "../../ui/button.css";
import { PAGE_SIZE, UNANSWERED, type BoardFilter } from "./boardFilters";
import { DiscussionCard } from "./DiscussionCard";
import { list } from "../../ui/card.css";
import { empty, failureBox, more, pending } from "./DiscussionList.css";

const FIRST_FILTER = JSON.stringify({ category: null, search: null, orderBy: "LATEST_ACTIVITY" });

interface DiscussionListProps {
  query: DiscussionList_query$key;
  filter: BoardFilter;
}

/** The server's discussions for the current filter, one page at a time. */
export function DiscussionList({ query, filter }: DiscussionListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    DiscussionListPaginationQuery,
    DiscussionList_query$key
  >(
    graphql`
      fragment DiscussionList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        categoryId: { type: "ID" }
        search: { type: "String" }
        orderBy: { type: "DiscussionOrder", defaultValue: LATEST_ACTIVITY }
        unanswered: { type: "Boolean" }
      )
      @refetchable(queryName: "DiscussionListPaginationQuery") {
        categories {
          id
          slug
        }
        discussions(
          first: $count
          after: $cursor
          categoryId: $categoryId
          search: $search
          orderBy: $orderBy
          unanswered: $unanswered
        ) @connection(key: "DiscussionList_discussions", filters: ["categoryId", "search", "orderBy", "unanswered"]) {
          edges {
            node {
              id
              ...DiscussionCard_discussion
            }
          }
        }
      }
    `,
    query,
  );
  const [isShowing, startTransition] = useTransition();
  const { category, search, orderBy } = filter;
  // The filters name categories by slug (the spec's values); the API by global id.
  const categoryId = data.categories.find((c) => c.slug === category)?.id ?? null;
  const unanswered = category === UNANSWERED ? true : null;
  // The page's own query shows the first filter; once it changes, this list fetches its own.
  const [filtered, setFiltered] = useState(false);
  if (!filtered && JSON.stringify({ category, search, orderBy }) !== FIRST_FILTER) setFiltered(true);
  const {
    pending: isFetching,
    failure,
    retry,
  } = useRefetchInPlace<DiscussionListPaginationQuery>(
    DiscussionListPaginationQueryNode,
    filtered ? { categoryId, search, orderBy, unanswered, count: PAGE_SIZE, cursor: null } : null,
    (variables) =>
      startTransition(() => {
        refetch(variables, { fetchPolicy: "store-only" });
      }),
  );
  const isRefetching = isFetching || isShowing;

  const edges = data.discussions.edges;
  return (
    <>
      {failure ? (
        <div className={failureBox} role="alert">
          <p>
            Could not load the discussions for this filter: {failure.message}. They load again by themselves when you
            are back online.
          </p>
          <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {edges.length === 0 ? (
        <p className={empty}>No discussions match. Try another category or search.</p>
      ) : (
        <ul className={`${list} ${isRefetching ? pending : ""}`} aria-busy={isRefetching} aria-label="Discussion list">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <DiscussionCard discussion={node} />
            </li>
          ))}
        </ul>
      )}
      {/* Not ui/pager/LoadMoreButton: one more module would put the board over its 200 KB first load. */}
      {hasNext ? (
        <button
          type="button"
          className={`${buttonRecipe({ variant: "outline" })} ${more}`}
          disabled={isLoadingNext}
          onClick={() => loadNext(PAGE_SIZE)}
        >
          {isLoadingNext ? "Loading…" : "Load more discussions"}
        </button>
      ) : null}
    </>
  );
}
