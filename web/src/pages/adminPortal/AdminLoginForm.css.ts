import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const card = style({
  width: "100%",
  maxWidth: "26rem",
  marginInline: "auto",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: `0 4px 16px ${vars.color.shadow}`,
});

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });
