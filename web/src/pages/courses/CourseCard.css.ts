import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";
import { inline } from "../../ui/layout/stack";

export const card = style([
  kitCard,
  {
    // Fill the grid cell so every card's buttons line up on the same row.
    flexGrow: 1,
    gap: tokens.space.md,
    boxShadow: `0 4px 16px ${vars.color.shadow}`,
  },
]);

export const title = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
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

export const skills = style([
  inline("xs", { align: "stretch" }),
  { padding: 0, listStyle: "none", fontSize: tokens.fontSize.sm },
]);

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
