import { graphql, useFragment } from "react-relay";
import type { CourseLabs_query$key } from "../../__generated__/CourseLabs_query.graphql";
import type { CourseLabs_stats$key } from "../../__generated__/CourseLabs_stats.graphql";
import { CategoryIcon } from "./CategoryIcon";
import { card, cardTitle, categoryButton, count, list } from "./DiscussionsSidebar.css";

interface CourseLabsProps {
  query: CourseLabs_query$key;
  category: string | null;
  onCategoryChange: (category: string | null) => void;
}

/** All Categories and each category with its icon, name and discussion count from the statistics. */
export function CourseLabs({ query, category, onCategoryChange }: CourseLabsProps) {
  const data = useFragment(
    graphql`
      fragment CourseLabs_query on Query {
        categories {
          slug
          name
          icon
        }
        discussionStats {
          ...CourseLabs_stats
        }
      }
    `,
    query,
  );
  // The counts are their own fragment: a new discussion's payload spreads it, so they update in place.
  const stats = useFragment<CourseLabs_stats$key>(
    graphql`
      fragment CourseLabs_stats on DiscussionStats {
        total
        byCategory {
          slug
          count
        }
      }
    `,
    data.discussionStats,
  );
  const counts = new Map(stats.byCategory.map((entry) => [entry.slug, entry.count]));
  const entries = [
    { slug: null, name: "All Categories", icon: "fas fa-comments", total: stats.total },
    ...data.categories.map((c) => ({ slug: c.slug, name: c.name, icon: c.icon, total: counts.get(c.slug) ?? 0 })),
  ];

  return (
    <section className={card} aria-labelledby="course-labs-title">
      <h2 id="course-labs-title" className={cardTitle}>
        Course Labs
      </h2>
      <ul className={list}>
        {entries.map((entry) => (
          <li key={entry.slug ?? "all"}>
            <button
              type="button"
              className={categoryButton}
              aria-pressed={category === entry.slug}
              onClick={() => onCategoryChange(entry.slug)}
            >
              <CategoryIcon icon={entry.icon} />
              {entry.name}
              <span className={count}>{entry.total}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
