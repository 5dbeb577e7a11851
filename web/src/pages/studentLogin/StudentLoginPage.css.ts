import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";
import { card as kitCard } from "../../ui/card.css";

export const layout = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "100vh",
  padding: `${tokens.space.xxl} ${tokens.space.md}`,
});

export const card = style([
  kitCard,
  {
    gap: tokens.space.lg,
    width: "100%",
    maxWidth: "26rem",
    padding: tokens.space.xl,
    boxShadow: `0 8px 32px ${vars.color.shadow}`,
  },
]);

export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, textAlign: "center" });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm, textAlign: "center" });

export const links = style([
  inline("md", { align: "stretch", justify: "space-between" }),
  { fontSize: tokens.fontSize.sm },
]);
