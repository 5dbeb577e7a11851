import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const actions = inline("xs", { align: "stretch" });

const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  border: "1px solid transparent",
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

/** A button or link: like, replies, share. */
export const action = style([
  item,
  {
    cursor: "pointer",
    textDecoration: "none",
    ":hover": { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    selectors: { "&[aria-pressed='true']": { color: vars.color.accent, borderColor: vars.color.accent } },
  },
]);

/** A figure that does nothing when pressed: the view count. */
export const figure = item;
