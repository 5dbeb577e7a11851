import { graphql, useFragment } from "react-relay";
import type { DashboardTab_dashboard$key } from "../../__generated__/DashboardTab_dashboard.graphql";
import type { DashboardTab_enrollments$key } from "../../__generated__/DashboardTab_enrollments.graphql";
import type { DashboardTab_student$key } from "../../__generated__/DashboardTab_student.graphql";
import { card, cardTitle, muted } from "../../ui/card.css";
import { statGrid, statValue } from "./DashboardTab.css";
import { CertificateList } from "./CertificateList";
import { EarnedBadges } from "./EarnedBadges";
import { OverallProgress } from "./OverallProgress";
import { LAB_ENVIRONMENT_URL } from "./portalContent";
import { QuickActions } from "./QuickActions";
import { UpcomingEvents } from "./UpcomingEvents";

interface DashboardTabProps {
  student: DashboardTab_student$key;
  enrollments: DashboardTab_enrollments$key;
  dashboard: DashboardTab_dashboard$key;
}

/** Stat cards, quick actions and upcoming events. */
export function DashboardTab({ student, enrollments, dashboard }: DashboardTabProps) {
  const me = useFragment(
    graphql`
      fragment DashboardTab_student on Student {
        email
      }
    `,
    student,
  );
  const list = useFragment(
    graphql`
      fragment DashboardTab_enrollments on Enrollment @relay(plural: true) {
        ...OverallProgress_enrollment
      }
    `,
    enrollments,
  );
  const data = useFragment(
    graphql`
      fragment DashboardTab_dashboard on StudentDashboard {
        badges
        streakDays
        ...UpcomingEvents_dashboard
        ...EarnedBadges_dashboard
        ...CertificateList_dashboard
      }
    `,
    dashboard,
  );
  // Spec 7: the first enrolment supplies the dashboard's progress.
  const first = list[0] ?? null;

  return (
    <>
      <ul className={statGrid} aria-label="Your stats">
        <li className={card}>
          {first ? <OverallProgress enrollment={first} /> : <p className={muted}>No enrolments yet.</p>}
        </li>
        <li className={card}>
          <h2 className={cardTitle}>Badges Earned</h2>
          <p className={statValue}>{data.badges}</p>
        </li>
        <li className={card}>
          <h2 className={cardTitle}>Day Streak</h2>
          <p className={statValue}>{data.streakDays}</p>
        </li>
        <li className={card}>
          <h2 className={cardTitle}>Lab Environment</h2>
          <a href={LAB_ENVIRONMENT_URL} target="_blank" rel="noopener noreferrer">
            Open Lab Environment
          </a>
          <p className={muted}>Signed in as {me.email}</p>
        </li>
      </ul>
      <QuickActions />
      <CertificateList dashboard={data} />
      <EarnedBadges dashboard={data} />
      <UpcomingEvents dashboard={data} />
    </>
  );
}
