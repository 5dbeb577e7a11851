import { style } from "@vanilla-extract/css";
import { tokens } from "../styles/theme.css";

// In the page's flow, above a screen that has no header of its own to carry the control.
export const themeRow = style({
  display: "flex",
  justifyContent: "flex-end",
  padding: `${tokens.space.sm} ${tokens.space.md} 0`,
});
