import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const avatar = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: tokens.radius.full,
  objectFit: "cover",
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: tokens.fontWeight.bold,
});
