import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";
import { menuItem } from "../ui/menu.css";

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

export const item = style([
  menuItem,
  { selectors: { "&[data-state='checked']": { fontWeight: tokens.fontWeight.bold, color: vars.color.accent } } },
]);

export const tooltip = style({
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: tokens.fontSize.sm,
  zIndex: tokens.zIndex.menu,
});
