import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";

export const header = stack("sm");

export const topRow = inline("md", { justify: "space-between" });

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
});

export const progressRow = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  gap: tokens.space.md,
  fontWeight: tokens.fontWeight.bold,
});
