import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";

export const fallback = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "50vh",
  padding: tokens.space.xl,
  color: vars.color.textMuted,
});
