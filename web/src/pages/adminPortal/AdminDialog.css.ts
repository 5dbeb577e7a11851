import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: tokens.zIndex.menu,
  backgroundColor: vars.color.shadow,
});

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  zIndex: tokens.zIndex.menu,
  width: "min(calc(100vw - 2rem), 28rem)",
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
  boxShadow: `0 8px 32px ${vars.color.shadow}`,
});

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
