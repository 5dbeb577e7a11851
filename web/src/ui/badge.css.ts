import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";

// The kit's badges: a pill beside a title or in a row (levels, states, kinds).
export const badge = style({
  alignSelf: "flex-start",
  flexShrink: 0,
  whiteSpace: "nowrap",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const dangerBadge = style([
  badge,
  { borderColor: vars.color.dangerSurface, backgroundColor: vars.color.dangerSurface, color: vars.color.dangerText },
]);
