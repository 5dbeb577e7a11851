import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const duration = style({
  alignSelf: "flex-start",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const highlights = style([
  stack("xs"),
  { marginTop: "auto", paddingLeft: tokens.space.lg, fontSize: tokens.fontSize.sm },
]);
