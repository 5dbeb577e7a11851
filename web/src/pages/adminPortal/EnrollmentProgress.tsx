import { graphql, useFragment } from "react-relay";
import type { EnrollmentProgress_enrollment$key } from "../../__generated__/EnrollmentProgress_enrollment.graphql";
import { bar, fill, item, title, figures } from "./EnrollmentProgress.css";
import { clampPercent, formatLessons } from "./formatAdmin";

interface EnrollmentProgressProps {
  enrollment: EnrollmentProgress_enrollment$key;
}

/** A course the student is enrolled in, with their progress through it. */
export function EnrollmentProgress({ enrollment }: EnrollmentProgressProps) {
  const data = useFragment(
    graphql`
      fragment EnrollmentProgress_enrollment on Enrollment {
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
  const percent = clampPercent(data.progress);

  return (
    <div className={item}>
      <span className={title}>{data.course.title}</span>
      <div
        className={bar}
        role="progressbar"
        aria-label={`Progress in ${data.course.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={figures}>
        {percent}% · {formatLessons(data.completedLessons, data.course.totalLessons)}
      </span>
    </div>
  );
}
