import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";

// The kit's drop-down menu (Radix DropdownMenu): its floating panel and the items in it.

export const menuContent = style({
  minWidth: "9rem",
  padding: tokens.space.xs,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
  zIndex: tokens.zIndex.menu,
});

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  textDecoration: "none",
  outline: "none",
  cursor: "pointer",
  selectors: { "&[data-highlighted]": { backgroundColor: vars.color.surfaceMuted } },
});

export const menuSeparator = style({
  height: "1px",
  margin: `${tokens.space.xs} 0`,
  backgroundColor: vars.color.border,
});
