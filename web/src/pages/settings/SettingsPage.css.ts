import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card } from "../../ui/card.css";
import { inline, stack } from "../../ui/layout/stack";

export const main = style([
  stack("lg"),
  {
    width: "100%",
    maxWidth: "48rem",
    marginInline: "auto",
    padding: `${tokens.space.xl} ${tokens.space.md}`,
  },
]);

export const heading = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

/** One group of settings: a card with its heading. */
export const section = style([card, { gap: tokens.space.md, minWidth: 0 }]);

export const sectionTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

/** A choice or an action with what it does beside it; the button drops below on narrow screens. */
export const settingRow = style([
  inline("md", { justify: "space-between" }),
  {
    paddingBlock: tokens.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    selectors: { "&:first-of-type": { borderTop: "none" } },
  },
]);

export const settingText = style([stack("xs"), { flex: "1 1 16rem", minWidth: 0 }]);

export const settingName = style({ fontWeight: tokens.fontWeight.medium });

export const choices = style([inline("md"), { border: "none", padding: 0, margin: 0, minWidth: 0 }]);

/** Switches one under another. */
export const toggles = style([stack("xs"), { border: "none", padding: 0, margin: 0, minWidth: 0 }]);

export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  cursor: "pointer",
  minHeight: "2.75rem",
});

/** The destructive action: the same button, in the danger colour. */
export const dangerButton = style({
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.dangerText,
  ":hover": { backgroundColor: vars.color.dangerSurface, filter: "brightness(1.1)" },
});
