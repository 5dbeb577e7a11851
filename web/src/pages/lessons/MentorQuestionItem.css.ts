import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

/** The mentor's answer under a question: set off by the accent rule on its left. */
export const mentorAnswer = style({
  margin: 0,
  paddingLeft: tokens.space.md,
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  paddingBlock: tokens.space.xs,
});
