import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { MembersList_query$key } from "../../__generated__/MembersList_query.graphql";
import type { MembersListPaginationQuery } from "../../__generated__/MembersListPaginationQuery.graphql";
import type { MembersListQuery } from "../../__generated__/MembersListQuery.graphql";
import { muted } from "../../ui/layout/PageContainer.css";
import type { DirectoryParams } from "./directoryParams";
import { countLabel, MemberCard } from "./MemberCard";
import { grid } from "./Members.css";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

export const MEMBERS_PAGE_SIZE = 20;

/** The directory's cards for a search, filter and order, a page at a time ("Load more"). */
export function MembersList({ search, onlineOnly, sort }: DirectoryParams) {
  const root = useLazyLoadQuery<MembersListQuery>(
    graphql`
      query MembersListQuery($count: Int!, $search: String, $onlineOnly: Boolean, $sort: MemberOrder) {
        ...MembersList_query @arguments(count: $count, search: $search, onlineOnly: $onlineOnly, sort: $sort)
      }
    `,
    { count: MEMBERS_PAGE_SIZE, search: search.trim() || null, onlineOnly, sort },
    { fetchPolicy: "store-and-network" },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MembersListPaginationQuery,
    MembersList_query$key
  >(
    graphql`
      fragment MembersList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        onlineOnly: { type: "Boolean" }
        sort: { type: "MemberOrder", defaultValue: NAME }
      )
      @refetchable(queryName: "MembersListPaginationQuery") {
        members(first: $count, after: $cursor, search: $search, onlineOnly: $onlineOnly, sort: $sort)
          @connection(key: "MembersList_members") {
          totalCount
          edges {
            node {
              id
              ...MemberCard_member
            }
          }
        }
      }
    `,
    root,
  );
  const { edges, totalCount } = data.members;

  if (edges.length === 0) {
    return (
      <p className={muted} role="status">
        {search.trim() || onlineOnly
          ? "No members match. Try another name, specialization or skill, or show everyone."
          : "No members yet."}
      </p>
    );
  }
  return (
    <>
      <p className={muted} role="status">
        {countLabel(totalCount, "member", "members")}
      </p>
      <ul className={grid} aria-label="Members">
        {edges.map(({ node }) => (
          <MemberCard key={node.id} member={node} />
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={MEMBERS_PAGE_SIZE} />
    </>
  );
}
