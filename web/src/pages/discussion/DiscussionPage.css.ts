import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const page = style([
  stack("lg"),
  {
    maxWidth: "48rem",
    width: "100%",
    marginInline: "auto",
    minWidth: 0,
  },
]);

export const back = style({ color: vars.color.accent, fontSize: tokens.fontSize.sm, alignSelf: "flex-start" });
