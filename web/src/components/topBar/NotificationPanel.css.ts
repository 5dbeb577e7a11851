import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";
import { menuContent } from "../../ui/menu.css";

// The bell's panel fits a phone: never wider than the screen less a margin, scrolling inside.
export const panel = style([
  menuContent,
  stack("xs"),
  {
    width: "min(24rem, calc(100vw - 1rem))",
    maxHeight: "min(32rem, calc(100dvh - 5rem))",
    overflowY: "auto",
    padding: tokens.space.sm,
  },
]);

export const header = style([
  inline("sm", { justify: "space-between" }),
  { padding: `${tokens.space.xs} ${tokens.space.sm}` },
]);

export const title = style({ margin: 0, fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold });

export const list = style([stack("none"), { listStyle: "none", margin: 0, padding: 0 }]);

export const empty = style({ margin: 0, padding: tokens.space.md, color: vars.color.textMuted });

export const footer = style({ padding: `${tokens.space.xs} ${tokens.space.sm}` });

export const loading = style({ margin: 0, padding: tokens.space.md, color: vars.color.textMuted });
