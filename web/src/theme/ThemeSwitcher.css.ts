import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  ":hover": { backgroundColor: vars.color.surfaceMuted },
});

export const content = style({
  minWidth: "9rem",
  padding: tokens.space.xs,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
  zIndex: tokens.zIndex.menu,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  fontSize: tokens.fontSize.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { backgroundColor: vars.color.surfaceMuted },
    "&[data-state='checked']": { fontWeight: tokens.fontWeight.bold, color: vars.color.accent },
  },
});

export const tooltip = style({
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: tokens.fontSize.sm,
  zIndex: tokens.zIndex.menu,
});
