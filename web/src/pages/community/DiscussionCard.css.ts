import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: tokens.space.sm,
});

export const title = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
});

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  overflowWrap: "anywhere",
  ":hover": { textDecoration: "underline" },
});

const badgeBase = style({
  flexShrink: 0,
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  fontSize: "0.75rem",
  fontWeight: tokens.fontWeight.bold,
  lineHeight: "1.5rem",
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  Urgent: [badgeBase, { border: `1px solid ${vars.color.danger}`, color: vars.color.danger }],
  Pinned: [badgeBase, { backgroundColor: vars.color.accent, color: vars.color.accentText }],
  category: [
    badgeBase,
    { backgroundColor: vars.color.surfaceMuted, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  ],
});

export const meta = style([inline("sm"), { color: vars.color.textMuted, fontSize: tokens.fontSize.sm }]);

export const author = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium });

// Spec 9: the preview is cut at 200 characters and clamped to 3 lines.
export const preview = style({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  color: vars.color.text,
});

export const lastActivity = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
