import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ProgramCard_enrollment$key } from "../../__generated__/ProgramCard_enrollment.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, dimmed, muted, row } from "../../ui/card.css";
import { ProgressBar } from "../../ui/ProgressBar";
import { programAction } from "./portalContent";

interface ProgramCardProps {
  enrollment: ProgramCard_enrollment$key;
}

/** A program: progress and Start Course / Continue / a disabled Locked on a dimmed card (spec 4). */
export function ProgramCard({ enrollment }: ProgramCardProps) {
  const data = useFragment(
    graphql`
      fragment ProgramCard_enrollment on Enrollment {
        progress
        completedLessons
        status
        course {
          databaseId
          title
          description
          totalLessons
          portalPath
        }
      }
    `,
    enrollment,
  );
  const action = programAction(data.status);
  const titleId = `program-${data.course.databaseId}-title`;

  return (
    <article className={`${card} ${action.locked ? dimmed : ""}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardTitle}>
        {data.course.title}
      </h2>
      <p className={muted}>{data.course.description}</p>
      <div className={row}>
        <span>
          {data.completedLessons}/{data.course.totalLessons} lessons
        </span>
        <strong>{data.progress}%</strong>
      </div>
      <ProgressBar value={data.progress} label={`${data.course.title} progress`} />
      {action.locked ? (
        <button type="button" className={buttonRecipe({ variant: "outline", fullWidth: true })} disabled>
          Locked
        </button>
      ) : (
        <Link
          to={data.course.portalPath}
          className={buttonRecipe({ fullWidth: true })}
          aria-label={`${action.label}: ${data.course.title}`}
        >
          {action.label}
        </Link>
      )}
    </article>
  );
}
