import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const header = style({
  position: "sticky",
  top: 0,
  // Above the page's content, below menus and dialogs (tokens.zIndex.menu).
  zIndex: 1,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const bar = style([
  inline("md", { justify: "space-between" }),
  { maxWidth: "72rem", marginInline: "auto", padding: tokens.space.md },
]);

export const brand = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${tokens.space.xs} ${tokens.space.md}`,
  padding: 0,
  listStyle: "none",
  fontSize: tokens.fontSize.sm,
});

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.accent, textDecoration: "underline" },
});
