import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const topRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const banner = style({ borderColor: vars.color.accent });

export const actions = style({ display: "flex", alignItems: "center", gap: tokens.space.sm });
