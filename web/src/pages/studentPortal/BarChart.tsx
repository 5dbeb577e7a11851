import { useId } from "react";
import {
  barFill,
  barSvg,
  barTrack,
  caption,
  cell,
  dataTable,
  figure,
  rowGroup,
  rowLabel,
  rows,
  summary,
  value,
} from "./BarChart.css";

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
 * A horizontal bar chart drawn as SVG in the theme's colours, and the same figures as a data table
 * for screen readers and anyone who prefers numbers: the chart itself is one image whose name
 * sums it up. No chart library: a few bars need none, and the page budget stays small. It lives
 * with the portal (its only user) rather than in the kit, so its styles load with the portal's
 * chunk instead of with every page's entry CSS.
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
      <div role="img" aria-label={`${title}. ${spoken}`} className={rows}>
        {data.map((d) => (
          <div key={d.label} className={rowGroup}>
            <span className={rowLabel} title={d.label}>
              {d.label}
            </span>
            <svg className={barSvg} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
              <rect className={barTrack} x="0" y="0" width="100" height="10" rx="2" />
              <rect className={barFill} x="0" y="0" width={(100 * Math.max(0, d.value)) / top} height="10" rx="2" />
            </svg>
            <span className={value}>{format(d.value)}</span>
          </div>
        ))}
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
