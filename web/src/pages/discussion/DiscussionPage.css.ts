import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  maxWidth: "48rem",
  width: "100%",
  marginInline: "auto",
  minWidth: 0,
});

export const back = style({ color: vars.color.accent, fontSize: tokens.fontSize.sm, alignSelf: "flex-start" });
