import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const trial = style({
  alignSelf: "center",
  padding: `${tokens.space.xs} ${tokens.space.md}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.medium,
  textAlign: "center",
});
