import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";
import { field as kitField, hint as kitHint, input } from "../../ui/form/form.css";
import { inline, stack } from "../../ui/layout/stack";

export const main = style([
  stack("lg"),
  {
    width: "100%",
    maxWidth: "48rem",
    marginInline: "auto",
    padding: `${tokens.space.xl} ${tokens.space.md}`,
  },
]);

export const heading = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const card = style([kitCard, { gap: tokens.space.lg }]);

export const row = style({
  display: "grid",
  gap: tokens.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});

export const field = style([kitField, { fontWeight: tokens.fontWeight.medium }]);

export const control = style([
  input,
  { padding: tokens.space.sm, selectors: { "&:read-only": { color: vars.color.textMuted } } },
]);

export const hint = style([kitHint, { fontWeight: tokens.fontWeight.regular }]);

export const error = style({
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.regular,
});

export const photo = inline("lg");

export const tags = style([inline("xs", { align: "stretch" }), { padding: 0, margin: 0, listStyle: "none" }]);

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
});

export const tagRemove = style({
  border: "none",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  padding: tokens.space.xs,
});

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: tokens.space.sm });
