import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const sidebar = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const cardTitle = style({ fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  padding: 0,
  margin: 0,
  listStyle: "none",
});

export const categoryButton = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  border: "1px solid transparent",
  backgroundColor: "transparent",
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  textAlign: "left",
  cursor: "pointer",
  ":hover": { backgroundColor: vars.color.surfaceMuted },
  selectors: {
    "&[aria-pressed='true']": {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.surfaceMuted,
      fontWeight: tokens.fontWeight.bold,
    },
  },
});

export const count = style({
  marginLeft: "auto",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: "0.75rem",
});

export const person = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const personText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
