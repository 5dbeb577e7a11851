import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";

export const bar = style({ width: "100%" });

export const track = style({
  height: "0.5rem",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  overflow: "hidden",
});

export const fill = style({
  height: "100%",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent,
  transition: "width 200ms ease-out",
});
