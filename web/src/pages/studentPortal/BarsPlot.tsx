import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { tokens, vars } from "../../styles/theme.css";
import type { BarDatum } from "./BarChart";

/** Height of one bar's row, in px: the chart grows with its rows rather than squeezing them. */
const ROW_HEIGHT = 32;
/** Room for the value axis under the bars. */
const AXIS_HEIGHT = 28;
/** Longest label the axis writes out; longer ones end in "…" (the data table has them whole). */
const LABEL_CHARS = 16;

const shortLabel = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

interface BarsPlotProps {
  data: readonly BarDatum[];
  /** The value a full bar stands for. */
  top: number;
  format: (value: number) => string;
}

/**
 * The bars themselves, drawn by Recharts (horizontal bars, the theme's colours through CSS
 * variables, so both themes follow). Loaded on its own once the Progress tab shows: the portal's
 * first load does not carry the chart library. The SVG is decoration for its parent's image
 * role and data table: Recharts' own keyboard layer is off.
 */
export default function BarsPlot({ data, top, format }: BarsPlotProps) {
  return (
    <ResponsiveContainer width="100%" height={data.length * ROW_HEIGHT + AXIS_HEIGHT}>
      <BarChart
        data={[...data]}
        layout="vertical"
        margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={vars.color.border} />
        <XAxis
          type="number"
          domain={[0, top]}
          allowDecimals={false}
          tickFormatter={format}
          stroke={vars.color.textMuted}
          tick={{ fill: vars.color.textMuted, fontSize: 12 }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={120}
          tickFormatter={shortLabel}
          stroke={vars.color.textMuted}
          tick={{ fill: vars.color.text, fontSize: 12 }}
          interval={0}
        />
        <Bar dataKey="value" fill={vars.color.accent} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList
            dataKey="value"
            position="right"
            formatter={(value) => format(Number(value))}
            fill={vars.color.textMuted}
            fontSize={12}
            fontFamily={tokens.font.body}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
