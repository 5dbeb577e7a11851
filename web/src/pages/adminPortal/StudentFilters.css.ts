import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  gap: tokens.space.md,
});
