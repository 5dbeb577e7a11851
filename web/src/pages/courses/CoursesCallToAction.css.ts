import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";

export const panel = style([
  stack("md", "center"),
  {
    padding: tokens.space.xl,
    borderRadius: tokens.radius.lg,
    backgroundColor: vars.color.surfaceMuted,
    textAlign: "center",
  },
]);

export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const actions = inline("lg", { justify: "center" });
