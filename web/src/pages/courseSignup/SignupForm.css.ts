import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  gap: tokens.space.md,
});

export const courseNote = style({
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.accent}`,
  fontSize: tokens.fontSize.sm,
});
