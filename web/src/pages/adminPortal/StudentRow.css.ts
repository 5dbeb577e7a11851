import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { tokens, vars } from "../../styles/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const identity = style({ display: "flex", alignItems: "center", gap: tokens.space.md });

export const who = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, minWidth: 0 });

export const name = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const email = style({ color: vars.color.textMuted, overflowWrap: "anywhere" });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const status = recipe({
  base: {
    padding: `0 ${tokens.space.sm}`,
    borderRadius: tokens.radius.full,
    border: "1px solid",
    fontWeight: tokens.fontWeight.medium,
  },
  variants: {
    active: {
      true: { borderColor: vars.color.accent, color: vars.color.text },
      false: { borderColor: vars.color.danger, color: vars.color.text },
    },
  },
});

export const enrollments = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  gap: tokens.space.sm,
  padding: 0,
  listStyle: "none",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });
