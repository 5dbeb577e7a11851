import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const trigger = style({
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.text,
  fontSize: "inherit",
  ":hover": { color: vars.color.accent, textDecoration: "underline" },
});

export const list = style([stack("xs"), { paddingLeft: tokens.space.lg }]);
