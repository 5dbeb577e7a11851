import { graphql, useFragment } from "react-relay";
import type { OverallProgress_enrollment$key } from "../../__generated__/OverallProgress_enrollment.graphql";
import { cardTitle, muted } from "../../ui/card.css";
import { ProgressBar } from "../../ui/ProgressBar";
import { statValue } from "./DashboardTab.css";

interface OverallProgressProps {
  enrollment: OverallProgress_enrollment$key;
}

/** Overall progress: the first enrolment's percent and completed lessons of its total. */
export function OverallProgress({ enrollment }: OverallProgressProps) {
  const data = useFragment(
    graphql`
      fragment OverallProgress_enrollment on Enrollment {
        progress
        completedLessons
        course {
          title
          totalLessons
        }
      }
    `,
    enrollment,
  );

  return (
    <>
      <h2 className={cardTitle}>Overall Progress</h2>
      <p className={statValue}>{data.progress}%</p>
      <ProgressBar value={data.progress} label="Overall progress" />
      <p className={muted}>
        {data.completedLessons} of {data.course.totalLessons} lessons completed in {data.course.title}
      </p>
    </>
  );
}
