import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const list = style([stack("sm"), { width: "100%", maxWidth: "48rem", marginInline: "auto" }]);

export const item = style({
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const question = style({
  padding: tokens.space.md,
  fontWeight: tokens.fontWeight.medium,
  cursor: "pointer",
});

export const answer = style({ padding: `0 ${tokens.space.md} ${tokens.space.md}`, color: vars.color.textMuted });
