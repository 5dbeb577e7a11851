import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "./stack";

export const container = style({
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
});

export const heading = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const muted = style({ color: vars.color.textMuted });

/** A page's column of reading width (a thread, a queue, a list of notifications). */
export const narrowColumn = style([
  stack("lg"),
  { maxWidth: "48rem", width: "100%", marginInline: "auto", minWidth: 0 },
]);

/** "Back to discussions" and the like, above a page's heading. */
export const backLink = style({ color: vars.color.accent, fontSize: tokens.fontSize.sm, alignSelf: "flex-start" });
