import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const wrapper = style({ position: "relative", display: "flex" });

export const withToggle = style({ paddingRight: "4.5rem" });

export const toggle = style({
  position: "absolute",
  top: "50%",
  right: tokens.space.xs,
  transform: "translateY(-50%)",
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  border: "none",
  borderRadius: tokens.radius.sm,
  background: "transparent",
  color: vars.color.accent,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  ":hover": { backgroundColor: vars.color.surfaceMuted },
});
