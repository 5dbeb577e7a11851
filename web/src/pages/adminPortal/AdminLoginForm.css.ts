import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";

export const card = style([
  kitCard,
  {
    gap: tokens.space.md,
    width: "100%",
    maxWidth: "26rem",
    marginInline: "auto",
    boxShadow: `0 4px 16px ${vars.color.shadow}`,
  },
]);

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });
