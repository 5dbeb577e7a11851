import { graphql, useFragment } from "react-relay";
import type { ProgressCharts_charts$key } from "../../__generated__/ProgressCharts_charts.graphql";
import { BarChart } from "./BarChart";
import { card, cardTitle } from "../../ui/card.css";
import { formatDate } from "../../ui/format/dateTime";
import { stack } from "../../ui/layout/stack";

interface ProgressChartsProps {
  charts: ProgressCharts_charts$key;
}

const minutes = (m: number) => (m < 60 ? `${m} min` : `${Math.floor(m / 60)}h ${m % 60}m`);

/** Lessons completed per week, progress per module and time per module, each with its data table. */
export function ProgressCharts({ charts }: ProgressChartsProps) {
  const data = useFragment(
    graphql`
      fragment ProgressCharts_charts on ProgressCharts {
        lessonsPerWeek {
          weekStart
          lessons
        }
        modules {
          title
          progress
          minutesSpent
        }
      }
    `,
    charts,
  );

  return (
    <section className={`${card} ${stack("lg")}`} aria-labelledby="charts-title">
      <h2 id="charts-title" className={cardTitle}>
        Your Learning Charts
      </h2>
      <BarChart
        title="Lessons completed per week"
        categoryLabel="Week of"
        valueLabel="Lessons"
        data={data.lessonsPerWeek.map((w) => ({
          label: formatDate(w.weekStart, { timeZone: "UTC" }),
          value: w.lessons,
        }))}
      />
      <BarChart
        title="Progress per module"
        categoryLabel="Module"
        valueLabel="Progress"
        max={100}
        format={(v) => `${v}%`}
        data={data.modules.map((m) => ({ label: m.title, value: m.progress }))}
      />
      <BarChart
        title="Time per module"
        categoryLabel="Module"
        valueLabel="Time spent"
        format={minutes}
        data={data.modules.map((m) => ({ label: m.title, value: m.minutesSpent }))}
      />
    </section>
  );
}
