import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";
import { inline, stack } from "../../ui/layout/stack";

export const page = style([stack("lg"), { width: "100%", minWidth: 0 }]);

export const filters = style([inline("md", { align: "flex-end" }), { minWidth: 0 }]);

export const searchField = style([stack("xs"), { flex: "1 1 16rem", minWidth: 0 }]);

export const selectField = style([stack("xs"), { flex: "0 1 12rem", minWidth: 0 }]);

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
  gap: tokens.space.md,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const resourceCard = style([kitCard, stack("xs"), { minWidth: 0, overflowWrap: "anywhere" }]);

export const kindLabel = style([
  inline("xs", { align: "center" }),
  { color: vars.color.textMuted, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium },
]);

export const resourceTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold, margin: 0 });
