import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const trigger = style({
  display: "inline-flex",
  padding: 0,
  border: "none",
  borderRadius: tokens.radius.full,
  backgroundColor: "transparent",
  cursor: "pointer",
});

export const content = style({
  minWidth: "14rem",
  padding: tokens.space.xs,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
  zIndex: tokens.zIndex.menu,
});

export const label = style({
  display: "flex",
  flexDirection: "column",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
});

export const name = style({ fontWeight: tokens.fontWeight.bold });

export const email = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const separator = style({ height: "1px", margin: `${tokens.space.xs} 0`, backgroundColor: vars.color.border });

export const item = style({
  display: "block",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  textDecoration: "none",
  outline: "none",
  cursor: "pointer",
  selectors: { "&[data-highlighted]": { backgroundColor: vars.color.surfaceMuted } },
});
