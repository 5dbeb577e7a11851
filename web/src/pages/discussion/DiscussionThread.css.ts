import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const thread = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: tokens.space.sm });

export const title = style({
  flex: "1 1 16rem",
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const authorLine = style({
  display: "inline-flex",
  flexDirection: "column",
  lineHeight: tokens.lineHeight.tight,
});

export const authorName = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium });
