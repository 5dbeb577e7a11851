import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const bar = inline("md", { justify: "space-between" });

export const brand = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
});

export const links = style([inline("md"), { padding: 0, listStyle: "none", fontSize: tokens.fontSize.sm }]);
