import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const comment = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: tokens.space.md });

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.bold,
});
