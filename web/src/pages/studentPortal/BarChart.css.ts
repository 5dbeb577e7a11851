import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const figure = style([stack("sm"), { margin: 0, minWidth: 0 }]);

export const caption = style({ fontWeight: tokens.fontWeight.bold });

/** Label, bar and value per row; the label column shrinks first on a phone. */
export const rows = style({
  display: "grid",
  gridTemplateColumns: "minmax(5rem, 12rem) minmax(4rem, 1fr) auto",
  alignItems: "center",
  gap: tokens.space.xs,
  fontSize: tokens.fontSize.sm,
});

export const rowGroup = style({ display: "contents" });

export const rowLabel = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const barSvg = style({ display: "block", width: "100%", height: "0.875rem" });

export const barTrack = style({ fill: vars.color.surfaceMuted });

export const barFill = style({ fill: vars.color.accent });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const dataTable = style({ width: "100%", borderCollapse: "collapse", fontSize: tokens.fontSize.sm });

export const cell = style({
  textAlign: "left",
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summary = style({ cursor: "pointer", width: "fit-content" });
