import { graphql, useFragment } from "react-relay";
import type { UpcomingEvents_dashboard$key } from "../../__generated__/UpcomingEvents_dashboard.graphql";
import { card, cardTitle, list, muted, row, rowText } from "../../ui/card.css";
import { badge } from "../../ui/badge.css";
import { formatDateTime } from "../../ui/format/dateTime";

interface UpcomingEventsProps {
  dashboard: UpcomingEvents_dashboard$key;
}

export function UpcomingEvents({ dashboard }: UpcomingEventsProps) {
  const data = useFragment(
    graphql`
      fragment UpcomingEvents_dashboard on StudentDashboard {
        upcomingEvents {
          eventId
          title
          kind
          startsAt
        }
      }
    `,
    dashboard,
  );

  return (
    <section className={card} aria-labelledby="events-title">
      <h2 id="events-title" className={cardTitle}>
        Upcoming Events
      </h2>
      <ul className={list} aria-label="Upcoming events">
        {data.upcomingEvents.map((event) => (
          <li key={event.eventId} className={row}>
            <div className={rowText}>
              <strong>{event.title}</strong>
              <p className={muted}>{formatDateTime(event.startsAt)}</p>
            </div>
            <span className={badge}>{event.kind}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
