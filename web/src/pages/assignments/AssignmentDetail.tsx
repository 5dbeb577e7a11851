import { graphql, useFragment } from "react-relay";
import type { AssignmentDetail_assignment$key } from "../../__generated__/AssignmentDetail_assignment.graphql";
import { badge, dangerBadge } from "../../ui/badge.css";
import { card, cardTitle, muted, row } from "../../ui/card.css";
import { formatDate, formatDateTime } from "../../ui/format/dateTime";
import { heading } from "../../ui/layout/PageContainer.css";
import { stack } from "../../ui/layout/stack";
import { LazyMarkdown } from "./LazyMarkdown";
import { projectView } from "../studentPortal/portalContent";
import { SubmissionContent } from "./SubmissionContent";
import { SubmissionForm } from "./SubmissionForm";

interface AssignmentDetailProps {
  assignment: AssignmentDetail_assignment$key;
}

/** The assignment, the student's work and its review; the form while it can still be handed in. */
export function AssignmentDetail({ assignment }: AssignmentDetailProps) {
  const data = useFragment(
    graphql`
      fragment AssignmentDetail_assignment on Assignment {
        id
        title
        description
        course
        opensAt
        dueAt
        status
        isOverdue
        module {
          title
        }
        mySubmission {
          body
          links
          status
          late
          attempts
          submittedAt
          score
          feedback
          reviewedAt
          ...SubmissionContent_submission
        }
      }
    `,
    assignment,
  );
  const view = projectView(data.status);
  const work = data.mySubmission;
  const canHandIn = data.status !== "UPCOMING" && data.status !== "GRADED";

  return (
    <div className={stack("lg")}>
      <div className={row}>
        <h1 className={heading}>{data.title}</h1>
        <span className={view.destructive ? dangerBadge : badge}>{view.badge}</span>
      </div>
      <p>{data.description}</p>
      <p className={muted}>
        {data.course} · {data.module.title} · Opens {formatDate(data.opensAt)} · Due {formatDateTime(data.dueAt)}
        {data.isOverdue ? " · Overdue: work handed in now is marked late" : ""}
      </p>
      {data.status === "UPCOMING" ? (
        <p className={muted} role="status">
          Preview: this assignment opens for submissions on {formatDate(data.opensAt)}.
        </p>
      ) : null}
      {work && (work.status === "GRADED" || work.status === "RETURNED") ? (
        <section className={`${card} ${stack("sm")}`} aria-labelledby="review-title">
          <h2 id="review-title" className={cardTitle}>
            {work.status === "GRADED" ? `Grade: ${work.score ?? 0}/100` : "Returned for revision"}
          </h2>
          {work.feedback ? <LazyMarkdown>{work.feedback}</LazyMarkdown> : <p className={muted}>No feedback.</p>}
          {work.reviewedAt ? <p className={muted}>Reviewed {formatDateTime(work.reviewedAt)}</p> : null}
        </section>
      ) : null}
      {work ? (
        <section className={`${card} ${stack("sm")}`} aria-labelledby="work-title">
          <div className={row}>
            <h2 id="work-title" className={cardTitle}>
              Your submission
            </h2>
            {work.late ? <span className={dangerBadge}>Late</span> : <span className={badge}>On time</span>}
          </div>
          <p className={muted}>
            Handed in {formatDateTime(work.submittedAt)}
            {work.attempts > 1 ? ` · attempt ${work.attempts}` : ""}
          </p>
          <SubmissionContent submission={work} />
        </section>
      ) : null}
      {canHandIn ? (
        <SubmissionForm
          key={work?.submittedAt ?? "new"}
          assignmentId={data.id}
          initialText={work?.body ?? ""}
          initialLinks={work?.links ?? []}
          isResubmission={work !== null}
        />
      ) : null}
    </div>
  );
}
