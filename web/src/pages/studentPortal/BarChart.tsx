import { lazy, Suspense, useId } from "react";
import { caption, cell, dataTable, figure, plot, summary } from "./BarChart.css";

/** The chart library comes with the first chart shown, not with the portal's first load. */
const BarsPlot = lazy(() => import("./BarsPlot"));

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  /** The value column's heading in the data table, e.g. "Lessons". */
  valueLabel: string;
  /** The label column's heading, e.g. "Week of". */
  categoryLabel: string;
  data: readonly BarDatum[];
  /** The value a full bar stands for; the largest value when omitted. */
  max?: number;
  /** How a value is written beside its bar and in the table. */
  format?: (value: number) => string;
}

/**
 * A horizontal bar chart (Recharts, see BarsPlot) in the theme's colours, and the same figures as
 * a data table for screen readers and anyone who prefers numbers: the chart itself is one image
 * whose name sums it up. It lives with the portal (its only user) rather than in the kit, so its
 * styles load with the portal's chunk instead of with every page's entry CSS.
 */
export function BarChart({ title, valueLabel, categoryLabel, data, max, format = String }: BarChartProps) {
  const id = useId();
  const top = Math.max(max ?? 0, ...data.map((d) => d.value), 1);
  const spoken = data.map((d) => `${d.label}: ${format(d.value)}`).join("; ");

  return (
    <figure className={figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={caption}>
        {title}
      </figcaption>
      <div role="img" aria-label={`${title}. ${spoken}`} className={plot}>
        {/* The drawing says nothing the image's name and the table do not: hidden from assistive technology. */}
        <div aria-hidden="true">
          <Suspense fallback={null}>
            <BarsPlot data={data} top={top} format={format} />
          </Suspense>
        </div>
      </div>
      <details>
        <summary className={summary}>Show the data table</summary>
        <table className={dataTable}>
          <caption className={caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {categoryLabel}
              </th>
              <th scope="col" className={cell}>
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row" className={cell}>
                  {d.label}
                </th>
                <td className={cell}>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
