import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: tokens.space.md,
  padding: 0,
  listStyle: "none",
});

export const statValue = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });
