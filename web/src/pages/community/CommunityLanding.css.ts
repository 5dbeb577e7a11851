import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";
import { card as kitCard } from "../../ui/card.css";

export const bar = style([
  inline("md", { justify: "space-between" }),
  {
    padding: `${tokens.space.sm} ${tokens.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const brand = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
});

export const row = inline("sm", { justify: "center" });

export const main = style([
  stack("xxl"),
  {
    width: "100%",
    maxWidth: "72rem",
    marginInline: "auto",
    padding: `${tokens.space.xxl} ${tokens.space.md}`,
  },
]);

export const hero = style([stack("md", "center"), { textAlign: "center" }]);

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

export const feature = style([kitCard, { height: "100%" }]);

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
