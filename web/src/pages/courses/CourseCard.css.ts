import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const card = style({
  // Fill the grid cell so every card's buttons line up on the same row.
  flexGrow: 1,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: `0 4px 16px ${vars.color.shadow}`,
});

export const title = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const level = style({
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontWeight: tokens.fontWeight.medium,
});

export const subheading = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.bold });

export const modules = style({ paddingLeft: tokens.space.lg, fontSize: tokens.fontSize.sm });

export const skills = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.xs,
  padding: 0,
  listStyle: "none",
  fontSize: tokens.fontSize.sm,
});

export const skill = style({
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const price = style({
  marginTop: "auto",
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const actions = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: tokens.space.sm });
