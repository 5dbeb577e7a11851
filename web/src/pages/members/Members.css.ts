import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";
import { inline, stack } from "../../ui/layout/stack";

export const page = style([stack("lg"), { width: "100%", minWidth: 0 }]);

export const filters = style([inline("md", { align: "flex-end" }), { minWidth: 0 }]);

export const searchField = style([stack("xs"), { flex: "1 1 16rem", minWidth: 0 }]);

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  gap: tokens.space.md,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const memberCard = style([inline("md", { align: "flex-start" }), kitCard, { flexWrap: "nowrap", minWidth: 0 }]);

export const memberText = style([stack("xs"), { minWidth: 0, overflowWrap: "anywhere" }]);

export const memberName = style({ fontWeight: tokens.fontWeight.bold, color: vars.color.text });

export const avatarWrap = style({ position: "relative", display: "inline-flex", flexShrink: 0 });

/** The online dot on an avatar's corner; ringed with the card's colour so it reads on any picture. */
export const onlineDot = style({
  position: "absolute",
  right: 0,
  bottom: 0,
  width: "0.75rem",
  height: "0.75rem",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent,
  border: `2px solid ${vars.color.surface}`,
});

export const counts = style([inline("sm"), { color: vars.color.textMuted, fontSize: tokens.fontSize.sm }]);

export const profileHeader = style([inline("lg", { align: "center" }), { minWidth: 0 }]);

export const skills = style([inline("xs"), { listStyle: "none", padding: 0, margin: 0 }]);

export const section = style([kitCard, { minWidth: 0, overflowWrap: "anywhere" }]);

export const bio = style({ whiteSpace: "pre-line", color: vars.color.text });
