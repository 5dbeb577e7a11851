import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const frame = style({
  width: "100%",
  aspectRatio: "16 / 9",
  border: "none",
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
