import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const item = style([
  stack("xs"),
  { padding: tokens.space.sm, borderRadius: tokens.radius.md, backgroundColor: vars.color.surfaceMuted },
]);

export const title = style({ fontWeight: tokens.fontWeight.medium, fontSize: tokens.fontSize.sm });

export const bar = style({
  height: "0.5rem",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.border,
  overflow: "hidden",
});

export const fill = style({ height: "100%", backgroundColor: vars.color.accent });

export const figures = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
