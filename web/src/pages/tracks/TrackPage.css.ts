import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const topRow = style({ paddingRight: "3.5rem" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
  gap: tokens.space.lg,
  padding: 0,
  listStyle: "none",
});

export const gridItem = stack("none");

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: tokens.space.md,
  margin: 0,
});

export const tileValue = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, margin: 0 });
