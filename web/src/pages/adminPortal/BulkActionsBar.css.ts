import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  margin: `${tokens.space.md} 0`,
});

export const count = style({ fontWeight: tokens.fontWeight.medium, marginRight: tokens.space.sm });
