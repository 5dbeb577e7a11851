import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";
import { card as kitCard } from "../../ui/card.css";

export const sidebar = stack("md");

export const card = style([kitCard, { padding: tokens.space.md }]);

export const cardTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold });

export const list = style([stack("xs"), { padding: 0, margin: 0, listStyle: "none" }]);

export const categoryButton = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  border: "1px solid transparent",
  backgroundColor: "transparent",
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  textAlign: "left",
  cursor: "pointer",
  ":hover": { backgroundColor: vars.color.surfaceMuted },
  selectors: {
    "&[aria-pressed='true']": {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.surfaceMuted,
      fontWeight: tokens.fontWeight.bold,
    },
  },
});

export const count = style({
  marginLeft: "auto",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: "0.75rem",
});

export const person = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const personText = style([stack("none"), { minWidth: 0 }]);

/** A name that opens the member's profile: the text's colour, underlined as a link. */
export const personName = style({ color: vars.color.text, overflowWrap: "anywhere" });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
