import { Suspense } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { DiscussionsSidebar_query$key } from "../../__generated__/DiscussionsSidebar_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { CourseLabs } from "./CourseLabs";
import { card, cardTitle, muted, sidebar } from "./DiscussionsSidebar.css";
import { OnlineNow } from "./OnlineNow";
import { UnauthorizedBoundary } from "./UnauthorizedBoundary";

interface DiscussionsSidebarProps {
  query: DiscussionsSidebar_query$key;
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  onNewDiscussion: () => void;
}

/** Quick Actions, Course Labs (category selection with counts) and who is online. */
export function DiscussionsSidebar({ query, category, onCategoryChange, onNewDiscussion }: DiscussionsSidebarProps) {
  const data = useFragment(
    graphql`
      fragment DiscussionsSidebar_query on Query {
        ...CourseLabs_query
      }
    `,
    query,
  );

  return (
    <aside className={sidebar} aria-label="Community sidebar">
      <section className={card} aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className={cardTitle}>
          Quick Actions
        </h2>
        <button type="button" className={buttonRecipe({ fullWidth: true })} onClick={onNewDiscussion}>
          New Discussion
        </button>
        <Link to="/assignments" className={buttonRecipe({ variant: "outline", fullWidth: true })}>
          Submit Assignment
        </Link>
      </section>
      <CourseLabs query={data} category={category} onCategoryChange={onCategoryChange} />
      <UnauthorizedBoundary fallback={<p className={muted}>You are logged out.</p>}>
        <Suspense fallback={<p className={muted}>Loading who is online…</p>}>
          <OnlineNow />
        </Suspense>
      </UnauthorizedBoundary>
    </aside>
  );
}
