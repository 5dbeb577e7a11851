import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const layout = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "100vh",
  padding: `${tokens.space.xxl} ${tokens.space.md}`,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  width: "100%",
  maxWidth: "26rem",
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: `0 8px 32px ${vars.color.shadow}`,
});

export const title = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, textAlign: "center" });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm, textAlign: "center" });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: tokens.space.md,
  fontSize: tokens.fontSize.sm,
});
