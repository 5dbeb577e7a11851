import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const dialog = style({
  width: "min(36rem, calc(100% - 2rem))",
  maxHeight: "calc(100vh - 4rem)",
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  selectors: { "&::backdrop": { backgroundColor: vars.color.shadow } },
});

export const body = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const muted = style({ color: vars.color.textMuted });

export const syllabus = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  paddingLeft: tokens.space.lg,
});

export const footer = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: tokens.space.sm });
