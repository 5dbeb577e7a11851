import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";
import { inline, stack } from "./layout/stack";

// The kit's card and the lists and rows inside cards: every page's cards use these.
export const card = style([
  stack("sm"),
  {
    padding: tokens.space.lg,
    borderRadius: tokens.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const cardTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const list = style([stack("md"), { padding: 0, listStyle: "none" }]);

export const facts = style([
  inline("sm", { align: "stretch" }),
  {
    padding: 0,
    listStyle: "none",
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.sm,
  },
]);

export const row = inline("sm", { justify: "space-between" });

/** A row's text beside a badge: takes the room, so every badge sits at the row's end. */
export const rowText = style({ flex: "1 1 0", minWidth: 0 });

// Dimmed yet readable: muted text on a dimmed card still meets WCAG AA contrast.
export const dimmed = style({ opacity: 0.8, borderStyle: "dashed" });

/** A lab not open yet: a dashed frame with room between it and the text. */
export const lockedFrame = style([
  dimmed,
  { padding: tokens.space.md, border: `1px dashed ${vars.color.border}`, borderRadius: tokens.radius.md },
]);

/** A quiet note in a dashed frame: something is closed or hidden, and why. */
export const notice = style({
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});
