import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const aside = stack("lg");

export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const stats = style({
  display: "grid",
  // Four figures: two by two at every width, never three and a lone one.
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space.md,
  padding: 0,
  listStyle: "none",
});

export const stat = style({
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const statValue = style({
  display: "block",
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.accent,
});

export const quote = style([
  stack("sm"),
  {
    padding: tokens.space.md,
    borderLeft: `4px solid ${vars.color.accent}`,
    borderRadius: tokens.radius.md,
    backgroundColor: vars.color.surface,
  },
]);

export const author = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
