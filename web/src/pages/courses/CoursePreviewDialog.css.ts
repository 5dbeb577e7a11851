import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const syllabus = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  paddingLeft: tokens.space.lg,
});
