import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const header = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });

export const topRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

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
