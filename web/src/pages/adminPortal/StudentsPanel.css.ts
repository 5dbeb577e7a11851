import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: 0,
  listStyle: "none",
});

export const updating = style({ fontSize: tokens.fontSize.sm, minHeight: tokens.lineHeight.normal });
