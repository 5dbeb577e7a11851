import { graphql, useFragment } from "react-relay";
import type { ProgramsTab_enrollments$key } from "../../__generated__/ProgramsTab_enrollments.graphql";
import { muted } from "../../ui/card.css";
import { grid } from "../tracks/TrackPage.css";
import { ProgramCard } from "./ProgramCard";

interface ProgramsTabProps {
  enrollments: ProgramsTab_enrollments$key;
}

export function ProgramsTab({ enrollments }: ProgramsTabProps) {
  const list = useFragment(
    graphql`
      fragment ProgramsTab_enrollments on Enrollment @relay(plural: true) {
        id
        ...ProgramCard_enrollment
      }
    `,
    enrollments,
  );
  if (list.length === 0) return <p className={muted}>You are not enrolled in a program yet.</p>;

  return (
    <ul className={grid} aria-label="Enrolled programs">
      {list.map((enrollment) => (
        <li key={enrollment.id}>
          <ProgramCard enrollment={enrollment} />
        </li>
      ))}
    </ul>
  );
}
