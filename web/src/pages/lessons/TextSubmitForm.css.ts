import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const form = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: tokens.space.sm });

export const textarea = style({
  width: "100%",
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  resize: "vertical",
});
