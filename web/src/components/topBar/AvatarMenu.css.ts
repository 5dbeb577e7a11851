import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";
import { menuContent } from "../../ui/menu.css";

export const trigger = style({
  display: "inline-flex",
  padding: 0,
  border: "none",
  borderRadius: tokens.radius.full,
  backgroundColor: "transparent",
  cursor: "pointer",
});

export const content = style([menuContent, { minWidth: "14rem" }]);

export const label = style([
  stack("none"),
  {
    padding: `${tokens.space.sm} ${tokens.space.md}`,
  },
]);

export const name = style({ fontWeight: tokens.fontWeight.bold });

export const email = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
