import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const container = style({
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
});

export const heading = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const muted = style({ color: vars.color.textMuted });
