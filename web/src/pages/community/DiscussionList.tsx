import { useEffect, useRef, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { DiscussionList_query$key } from "../../__generated__/DiscussionList_query.graphql";
import type { DiscussionListPaginationQuery } from "../../__generated__/DiscussionListPaginationQuery.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { PAGE_SIZE, type BoardFilter } from "./boardFilters";
import { DiscussionCard } from "./DiscussionCard";
import { empty, list, more, pending } from "./DiscussionList.css";

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
      )
      @refetchable(queryName: "DiscussionListPaginationQuery") {
        categories {
          id
          slug
        }
        discussions(first: $count, after: $cursor, categoryId: $categoryId, search: $search, orderBy: $orderBy)
          @connection(key: "DiscussionList_discussions", filters: ["categoryId", "search", "orderBy"]) {
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
  const [isRefetching, startTransition] = useTransition();
  const { category, search, orderBy } = filter;
  // The filters name categories by slug (the spec's values); the API by global id.
  const categoryId = data.categories.find((c) => c.slug === category)?.id ?? null;
  const loaded = useRef(JSON.stringify({ category: null, search: null, orderBy: "LATEST_ACTIVITY" }));

  useEffect(() => {
    const key = JSON.stringify({ category, search, orderBy });
    if (key === loaded.current) return;
    loaded.current = key;
    // store-and-network: a list seen before shows at once and is brought up to date.
    startTransition(() => {
      refetch({ categoryId, search, orderBy, count: PAGE_SIZE }, { fetchPolicy: "store-and-network" });
    });
  }, [category, categoryId, search, orderBy, refetch]);

  const edges = data.discussions.edges;
  return (
    <>
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
