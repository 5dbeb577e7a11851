import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { tokens, vars } from "../../styles/theme.css";
import { TOAST_VIEWPORT_MAX_WIDTH_PX, WIDE_SCREEN_MIN_WIDTH_PX } from "../constants";

const wide = `screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`;

// Top of the screen on small screens; bottom-right, capped width, on wider ones (spec 9).
export const viewport = style({
  position: "fixed",
  top: 0,
  zIndex: tokens.zIndex.toast,
  display: "flex",
  flexDirection: "column-reverse",
  gap: tokens.space.sm,
  width: "100%",
  maxHeight: "100vh",
  margin: 0,
  padding: tokens.space.md,
  listStyle: "none",
  outline: "none",
  // The (usually empty) viewport spans the screen's top edge; it must not swallow clicks there.
  pointerEvents: "none",
  "@media": {
    [wide]: {
      top: "auto",
      bottom: 0,
      right: 0,
      flexDirection: "column",
      maxWidth: `${TOAST_VIEWPORT_MAX_WIDTH_PX}px`,
    },
  },
});

const slideIn = keyframes({ from: { transform: "translateY(-100%)" }, to: { transform: "translateY(0)" } });
const slideInWide = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  to: { transform: "translateX(100%)" },
});

export const toastRoot = recipe({
  base: {
    position: "relative",
    display: "flex",
    alignItems: "flex-start",
    justifyContent: "space-between",
    gap: tokens.space.md,
    padding: tokens.space.md,
    paddingRight: tokens.space.xl,
    borderRadius: tokens.radius.md,
    border: `1px solid ${vars.color.border}`,
    boxShadow: `0 8px 24px ${vars.color.shadow}`,
    pointerEvents: "auto",
    selectors: {
      "&[data-state='open']": { animation: `${slideIn} 150ms ease-out` },
      "&[data-state='closed']": { animation: `${fadeOut} 100ms ease-in forwards` },
      "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
      "&[data-swipe='cancel']": { transform: "translateX(0)", transition: "transform 200ms ease-out" },
      "&[data-swipe='end']": { animation: `${swipeOut} 100ms ease-out forwards` },
    },
    "@media": {
      [wide]: {
        selectors: { "&[data-state='open']": { animation: `${slideInWide} 150ms ease-out` } },
      },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surface, color: vars.color.text },
      destructive: {
        backgroundColor: vars.color.dangerSurface,
        borderColor: vars.color.dangerSurface,
        color: vars.color.dangerText,
      },
    },
  },
  defaultVariants: { variant: "default" },
});

export const title = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.bold });

export const description = style({ fontSize: tokens.fontSize.sm, opacity: 0.9 });

export const closeButton = style({
  position: "absolute",
  top: tokens.space.sm,
  right: tokens.space.sm,
  padding: tokens.space.xs,
  border: "none",
  borderRadius: tokens.radius.sm,
  background: "transparent",
  color: "inherit",
  lineHeight: 1,
  opacity: 0.7,
  ":hover": { opacity: 1 },
});
