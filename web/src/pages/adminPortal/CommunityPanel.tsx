import { useDeferredValue, useId, useState } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CommunityPanelMembersPaginationQuery } from "../../__generated__/CommunityPanelMembersPaginationQuery.graphql";
import type { CommunityPanelQuery } from "../../__generated__/CommunityPanelQuery.graphql";
import type { CommunityPanel_members$key } from "../../__generated__/CommunityPanel_members.graphql";
import { field, input, label } from "../../ui/form/form.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { caption, scroller, table, th } from "./adminTable.css";
import { counts } from "./CommunityPanel.css";
import { MemberRoleRow } from "./MemberRoleRow";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

/** Members listed at first and added by each "Load more members". */
const MEMBERS_PAGE = 50;

/**
 * The community at a glance for admins: posts waiting in the moderation queue, and who moderates
 * (grant or revoke the role, audited), 50 members at a time. Read when the tab opens.
 */
export function CommunityPanel() {
  const [search, setSearch] = useState("");
  // Typing re-queries as the text settles; the list on screen stays until the new one arrives.
  const deferred = useDeferredValue(search.trim());
  const data = useLazyLoadQuery<CommunityPanelQuery>(
    graphql`
      query CommunityPanelQuery($search: String) {
        flaggedContentCounts {
          discussions
          replies
        }
        ...CommunityPanel_members @arguments(search: $search)
      }
    `,
    { search: deferred || null },
    { fetchPolicy: "store-and-network" },
  );
  const members = usePaginationFragment<CommunityPanelMembersPaginationQuery, CommunityPanel_members$key>(
    graphql`
      fragment CommunityPanel_members on Query
      @refetchable(queryName: "CommunityPanelMembersPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        communityMemberRoles(first: $count, after: $cursor, search: $search)
          @connection(key: "CommunityPanel_communityMemberRoles", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              ...MemberRoleRow_member
            }
          }
        }
      }
    `,
    data,
  );
  const id = useId();
  const { discussions, replies } = data.flaggedContentCounts;
  const { totalCount } = members.data.communityMemberRoles;
  const shown = members.data.communityMemberRoles.edges.map((edge) => edge.node);

  return (
    <>
      <section aria-labelledby={`${id}-flags`} className={counts}>
        <h3 id={`${id}-flags`}>Flagged content</h3>
        <p>
          {discussions} {discussions === 1 ? "discussion" : "discussions"} and {replies}{" "}
          {replies === 1 ? "reply" : "replies"} wait for a moderator.{" "}
          <Link to="/community/moderation">Open the moderation queue</Link>
        </p>
      </section>
      <div className={field}>
        <label className={label} htmlFor={`${id}-search`}>
          Search members
        </label>
        <input
          id={`${id}-search`}
          className={input}
          type="search"
          placeholder="Name or e-mail"
          maxLength={200}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className={muted}>No members match.</p>
      ) : (
        <div className={scroller} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
          <table className={table}>
            <caption id={`${id}-caption`} className={caption}>
              Community members ({totalCount}), moderators first
            </caption>
            <thead>
              <tr>
                {["Member", "E-mail", "Role", "Actions"].map((heading) => (
                  <th key={heading} className={th} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((member) => (
                <MemberRoleRow key={member.id} member={member} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown.length > 0 ? (
        <p className={muted} role="status" aria-live="polite">
          Showing {shown.length} of {totalCount} {totalCount === 1 ? "member" : "members"}
        </p>
      ) : null}
      <LoadMoreButton
        hasNext={members.hasNext}
        isLoadingNext={members.isLoadingNext}
        loadNext={members.loadNext}
        count={MEMBERS_PAGE}
        label="Load more members"
      />
    </>
  );
}
