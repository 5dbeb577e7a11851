import { useDeferredValue, useId, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import type { CommunityPanelQuery } from "../../__generated__/CommunityPanelQuery.graphql";
import { field, input, label } from "../../ui/form/form.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { caption, scroller, table, th } from "./adminTable.css";
import { counts } from "./CommunityPanel.css";
import { MemberRoleRow } from "./MemberRoleRow";

/**
 * The community at a glance for admins: posts waiting in the moderation queue, and who moderates
 * (grant or revoke the role, audited). Read when the tab opens.
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
        communityMemberRoles(first: 50, search: $search) {
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
    { search: deferred || null },
    { fetchPolicy: "store-and-network" },
  );
  const id = useId();
  const { discussions, replies } = data.flaggedContentCounts;
  const members = data.communityMemberRoles.edges.map((edge) => edge.node);

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
      {members.length === 0 ? (
        <p className={muted}>No members match.</p>
      ) : (
        <div className={scroller} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
          <table className={table}>
            <caption id={`${id}-caption`} className={caption}>
              Community members ({data.communityMemberRoles.totalCount}), moderators first
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
              {members.map((member) => (
                <MemberRoleRow key={member.id} member={member} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
