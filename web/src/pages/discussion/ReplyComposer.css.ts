import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const composer = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const textarea = style({
  width: "100%",
  minHeight: "8rem",
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  resize: "vertical",
});

export const failure = style({ color: vars.color.danger, fontWeight: tokens.fontWeight.medium });

export const locked = style({
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

// The Tabs root takes the composer's full width.
