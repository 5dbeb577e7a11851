import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const actions = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  gap: tokens.space.sm,
});
