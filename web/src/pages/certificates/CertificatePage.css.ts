import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const verified = style([
  inline("xs"),
  { color: vars.color.text, fontWeight: tokens.fontWeight.bold, fontSize: tokens.fontSize.sm },
]);
