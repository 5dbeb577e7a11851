import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

// Tables of the admin portal (courses, audit log).

export const scroller = style({
  overflowX: "auto",
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: "100%",
  // Narrow screens scroll the table sideways rather than squeeze text into slivers.
  minWidth: "44rem",
  borderCollapse: "collapse",
  fontSize: tokens.fontSize.sm,
});

export const caption = style({
  padding: tokens.space.md,
  textAlign: "left",
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

const cell = {
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
} as const;

export const th = style({
  ...cell,
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
  whiteSpace: "nowrap",
});

export const td = style({ ...cell, fontWeight: tokens.fontWeight.regular });

/** A cell of running text (a description), given room to read. */
export const wideTd = style([td, { minWidth: "16rem" }]);
