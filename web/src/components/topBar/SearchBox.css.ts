import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const input = style({
  width: "100%",
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  "::placeholder": { color: vars.color.textMuted },
});
