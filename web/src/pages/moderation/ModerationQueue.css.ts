import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";
import { inline, stack } from "../../ui/layout/stack";

export const queue = style([stack("md"), { listStyle: "none", padding: 0, margin: 0 }]);

export const item = style([kitCard, { gap: tokens.space.sm, minWidth: 0, overflowWrap: "anywhere" }]);

export const itemHeader = inline("sm", { align: "flex-start" });

export const itemTitle = style({ flex: "1 1 14rem", fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold });

export const meta = style([inline("sm"), { color: vars.color.textMuted, fontSize: tokens.fontSize.sm }]);

export const excerpt = style({ color: vars.color.text, whiteSpace: "pre-line" });

export const notes = style([
  stack("xs"),
  { margin: 0, paddingInlineStart: tokens.space.lg, fontSize: tokens.fontSize.sm },
]);

export const actions = inline("sm", { align: "stretch" });
