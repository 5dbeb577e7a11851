import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const brand = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space.sm,
});

export const main = style({
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxl,
  padding: `${tokens.space.xxl} ${tokens.space.md}`,
});

export const hero = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: tokens.space.md,
  textAlign: "center",
});

export const heroTitle = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
});

export const lead = style({ maxWidth: "40rem", color: vars.color.textMuted, fontSize: tokens.fontSize.lg });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  gap: tokens.space.lg,
  padding: 0,
  listStyle: "none",
});

export const feature = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  height: "100%",
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const featureIcon = style({ color: vars.color.accent });

export const featureTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const closing = style([
  hero,
  { padding: tokens.space.xl, borderRadius: tokens.radius.lg, backgroundColor: vars.color.surfaceMuted },
]);

export const closingTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const problem = style({
  maxWidth: "40rem",
  marginInline: "auto",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
