import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
});

export const filters = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.xs });

export const sort = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const select = style({
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
