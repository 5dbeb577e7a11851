import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const topRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  // Clear of the fixed theme control in the top-right corner (AppShell).
  paddingRight: "3.5rem",
});

export const banner = style({ borderColor: vars.color.accent });
