import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../layout/stack";

// The overlay is the scroll container and centres the panel: a panel taller than the screen
// scrolls inside the viewport instead of pushing its buttons off-screen, at any width.
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: tokens.zIndex.menu,
  display: "grid",
  placeItems: "center",
  padding: tokens.space.md,
  overflowY: "auto",
  backgroundColor: vars.color.shadow,
});

export const content = recipe({
  base: {
    position: "relative",
    width: "100%",
    minWidth: 0,
    maxHeight: "calc(100dvh - 2rem)",
    overflowY: "auto",
    overscrollBehavior: "contain",
    display: "flex",
    flexDirection: "column",
    gap: tokens.space.md,
    padding: tokens.space.lg,
    borderRadius: tokens.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: `0 16px 48px ${vars.color.shadow}`,
  },
  variants: {
    size: {
      small: { maxWidth: "28rem" },
      medium: { maxWidth: "32rem" },
      large: { maxWidth: "36rem" },
    },
  },
  defaultVariants: { size: "medium" },
});

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const footer = inline("sm", { align: "stretch", justify: "flex-end" });
