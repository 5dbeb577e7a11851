import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const reply = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const authorName = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium });
