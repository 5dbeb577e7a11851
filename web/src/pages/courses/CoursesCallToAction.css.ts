import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: tokens.space.md,
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: "center",
});

export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: tokens.space.lg,
});
