import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const updating = style({ fontSize: tokens.fontSize.sm, minHeight: tokens.lineHeight.normal });

/** A student's card with its selection box beside it. */
export const selectableRow = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "start",
  gap: tokens.space.sm,
});

export const selectBox = style({
  width: "1.25rem",
  height: "1.25rem",
  marginTop: tokens.space.md,
  accentColor: "currentColor",
});
