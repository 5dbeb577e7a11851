import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  padding: 0,
  margin: 0,
  listStyle: "none",
});

export const pending = style({ opacity: 0.6, transition: "opacity 120ms ease-out" });

export const empty = style({
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: "center",
});

export const more = style({ alignSelf: "center" });

export const failureBox = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: tokens.space.md,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
});
