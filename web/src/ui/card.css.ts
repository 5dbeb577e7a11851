import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";

// The kit's card and the lists and rows inside cards: every page's cards use these.
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const cardTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: 0,
  listStyle: "none",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
});

/** A row's text beside a badge: takes the room, so every badge sits at the row's end. */
export const rowText = style({ flex: "1 1 0", minWidth: 0 });

// Dimmed yet readable: muted text on a dimmed card still meets WCAG AA contrast.
export const dimmed = style({ opacity: 0.8, borderStyle: "dashed" });

/** A lab not open yet: a dashed frame with room between it and the text. */
export const lockedFrame = style([
  dimmed,
  { padding: tokens.space.md, border: `1px dashed ${vars.color.border}`, borderRadius: tokens.radius.md },
]);
