import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  padding: `${tokens.space.xl} ${tokens.space.md}`,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  maxWidth: "72rem",
  marginInline: "auto",
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const links = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.md, padding: 0, listStyle: "none" });
