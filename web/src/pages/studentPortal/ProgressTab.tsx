import { graphql, useFragment } from "react-relay";
import type { ProgressTab_enrollments$key } from "../../__generated__/ProgressTab_enrollments.graphql";
import { card, cardTitle, list, row } from "../../ui/card.css";
import { ProgressBar } from "../../ui/ProgressBar";
import type { ProgressTab_charts$key } from "../../__generated__/ProgressTab_charts.graphql";
import { stack } from "../../ui/layout/stack";
import { ProgressCharts } from "./ProgressCharts";

interface ProgressTabProps {
  enrollments: ProgressTab_enrollments$key;
  charts: ProgressTab_charts$key;
}

/** Progress in every enrolled program, then the charts of lessons, progress and time. */
export function ProgressTab({ enrollments, charts }: ProgressTabProps) {
  const programs = useFragment(
    graphql`
      fragment ProgressTab_enrollments on Enrollment @relay(plural: true) {
        id
        progress
        completedLessons
        course {
          title
          totalLessons
        }
      }
    `,
    enrollments,
  );
  const chartData = useFragment(
    graphql`
      fragment ProgressTab_charts on ProgressCharts {
        ...ProgressCharts_charts
      }
    `,
    charts,
  );

  return (
    <div className={stack("lg")}>
      <section className={card} aria-labelledby="progress-title">
        <h2 id="progress-title" className={cardTitle}>
          Learning Progress
        </h2>
        <ul className={list}>
          {programs.map((e) => (
            <li key={e.id}>
              <div className={row}>
                <span>{e.course.title}</span>
                <span>
                  {e.completedLessons}/{e.course.totalLessons} lessons · {e.progress}%
                </span>
              </div>
              <ProgressBar value={e.progress} label={`${e.course.title} progress`} />
            </li>
          ))}
        </ul>
      </section>
      <ProgressCharts charts={chartData} />
    </div>
  );
}
