import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const editor = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm, minWidth: 0 });

export const editorActions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });

export const titleInput = style({
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: "inherit",
});

/** Small text buttons an author gets on their own posts. */
export const ownerActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const textButton = style({
  border: "none",
  background: "none",
  padding: 0,
  color: vars.color.accent,
  cursor: "pointer",
  textDecoration: "underline",
  font: "inherit",
});
