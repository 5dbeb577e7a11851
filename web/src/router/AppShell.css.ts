import { style } from "@vanilla-extract/css";
import { tokens } from "../styles/theme.css";

// Fixed so every screen, whatever its own header, keeps the theme control within reach.
export const themeControl = style({
  position: "fixed",
  top: tokens.space.md,
  right: tokens.space.md,
  zIndex: tokens.zIndex.menu,
});
