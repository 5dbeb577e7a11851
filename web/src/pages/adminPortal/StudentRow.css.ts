import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";
import { card as kitCard } from "../../ui/card.css";

export const card = style([kitCard, { gap: tokens.space.md }]);

export const identity = style({ display: "flex", alignItems: "center", gap: tokens.space.md });

export const who = style([stack("xs"), { minWidth: 0 }]);

export const name = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const email = style({ color: vars.color.textMuted, overflowWrap: "anywhere" });

export const meta = style([inline("sm"), { color: vars.color.textMuted, fontSize: tokens.fontSize.sm }]);

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

export const actions = inline("sm", { align: "stretch" });
