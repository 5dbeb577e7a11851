import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const overlay = style({
  position: "fixed",
  inset: 0,
  backgroundColor: vars.color.shadow,
  zIndex: tokens.zIndex.menu,
});

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(36rem, calc(100% - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  zIndex: tokens.zIndex.menu,
});

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  fontWeight: tokens.fontWeight.medium,
});

export const control = style({
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.regular,
});

export const options = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.lg,
  border: "none",
  padding: 0,
  margin: 0,
});

export const option = style({ display: "flex", alignItems: "center", gap: tokens.space.xs });

export const footer = style({ display: "flex", justifyContent: "flex-end", gap: tokens.space.sm });
