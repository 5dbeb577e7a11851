import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const headerTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });
