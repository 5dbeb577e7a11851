import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const trigger = style({
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.text,
  fontSize: "inherit",
  ":hover": { color: vars.color.accent, textDecoration: "underline" },
});

export const dialog = style({
  width: "min(32rem, calc(100% - 2rem))",
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  selectors: { "&::backdrop": { backgroundColor: vars.color.shadow } },
});

export const body = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  paddingLeft: tokens.space.lg,
});

export const footer = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: tokens.space.sm });
