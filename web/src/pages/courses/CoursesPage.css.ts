import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
  gap: tokens.space.lg,
  padding: 0,
  listStyle: "none",
});

export const gridItem = stack("none");
