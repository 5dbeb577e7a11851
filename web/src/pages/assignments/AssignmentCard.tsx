import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { AssignmentCard_assignment$key } from "../../__generated__/AssignmentCard_assignment.graphql";
import { badge, dangerBadge } from "../../ui/badge.css";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted, row } from "../../ui/card.css";
import { formatDate } from "../../ui/format/dateTime";
import { projectView } from "../studentPortal/portalContent";
import { assignmentPath } from "./assignmentPath";

interface AssignmentCardProps {
  assignment: AssignmentCard_assignment$key;
}

/** One assignment in the list: its status badge (as My Projects shows it), due date, score once graded. */
export function AssignmentCard({ assignment }: AssignmentCardProps) {
  const data = useFragment(
    graphql`
      fragment AssignmentCard_assignment on Assignment {
        slug
        title
        description
        course
        dueAt
        status
        isOverdue
        module {
          title
        }
        mySubmission {
          late
          score
        }
      }
    `,
    assignment,
  );
  const view = projectView(data.status);
  return (
    <article className={card} aria-label={data.title}>
      <div className={row}>
        <h2 className={cardTitle}>{data.title}</h2>
        <span className={view.destructive ? dangerBadge : badge}>{view.badge}</span>
      </div>
      <p>{data.description}</p>
      <p className={muted}>
        {data.course} · {data.module.title} · Due {formatDate(data.dueAt)}
        {data.isOverdue ? " · Overdue" : ""}
        {data.mySubmission?.late ? " · Handed in late" : ""}
        {data.mySubmission?.score != null ? ` · Score ${data.mySubmission.score}/100` : ""}
      </p>
      <Link
        to={assignmentPath(data.slug)}
        className={buttonRecipe({ variant: view.action === "Submit" ? "primary" : "outline" })}
        aria-label={`${view.action}: ${data.title}`}
      >
        {view.action}
      </Link>
    </article>
  );
}
