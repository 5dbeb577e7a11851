import { graphql, useFragment } from "react-relay";
import type { EarnedBadges_dashboard$key } from "../../__generated__/EarnedBadges_dashboard.graphql";
import { card, cardTitle, list, muted, row, rowText } from "../../ui/card.css";
import { formatDate } from "../../ui/format/dateTime";

interface EarnedBadgesProps {
  dashboard: EarnedBadges_dashboard$key;
}

/** The badges the student earned, each with how and when. */
export function EarnedBadges({ dashboard }: EarnedBadgesProps) {
  const data = useFragment(
    graphql`
      fragment EarnedBadges_dashboard on StudentDashboard {
        earnedBadges {
          badgeId
          name
          description
          earnedAt
        }
      }
    `,
    dashboard,
  );

  return (
    <section className={card} aria-labelledby="badges-title">
      <h2 id="badges-title" className={cardTitle}>
        Your Badges
      </h2>
      {data.earnedBadges.length === 0 ? (
        <p className={muted}>No badges yet: complete a lesson or a lab to earn your first.</p>
      ) : (
        <ul className={list} aria-label="Earned badges">
          {data.earnedBadges.map((earned) => (
            <li key={earned.badgeId} className={row}>
              <div className={rowText}>
                <strong>{earned.name}</strong>
                <p className={muted}>{earned.description}</p>
              </div>
              <span className={muted}>Earned {formatDate(earned.earnedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
