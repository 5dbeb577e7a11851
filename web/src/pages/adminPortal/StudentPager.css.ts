import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  marginTop: tokens.space.md,
});

export const pagerButtons = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });

export const pagerSize = style({ display: "flex", alignItems: "center", gap: tokens.space.sm });
