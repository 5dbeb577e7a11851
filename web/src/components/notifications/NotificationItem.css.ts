import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";

export const item = style([
  inline("sm", { align: "flex-start" }),
  {
    flexWrap: "nowrap",
    padding: `${tokens.space.sm} ${tokens.space.md}`,
    borderRadius: tokens.radius.sm,
    color: vars.color.text,
    textDecoration: "none",
    ":hover": { backgroundColor: vars.color.surfaceMuted },
    ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
]);

export const unreadMessage = style({ fontWeight: tokens.fontWeight.bold });

export const dot = style({
  flexShrink: 0,
  width: "0.5rem",
  height: "0.5rem",
  marginTop: "0.4rem",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent,
});

export const readDot = style([dot, { backgroundColor: "transparent" }]);

export const body = style([stack("none"), { minWidth: 0 }]);

export const message = style({ fontSize: tokens.fontSize.sm, overflowWrap: "anywhere" });

export const time = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
