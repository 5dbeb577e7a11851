import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const popularCard = style({ borderColor: vars.color.accent, borderWidth: "2px" });

export const popularBadge = style({
  alignSelf: "flex-start",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
});

export const price = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const period = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.regular,
  color: vars.color.textMuted,
});

export const features = style([
  stack("xs"),
  { marginBottom: tokens.space.md, paddingLeft: tokens.space.lg, fontSize: tokens.fontSize.sm },
]);

export const cta = style({ marginTop: "auto" });
