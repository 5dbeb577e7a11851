import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { tokens, vars } from "../styles/theme.css";

/** Shared look for buttons and button-like links. */
export const buttonRecipe = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: tokens.space.sm,
    padding: `${tokens.space.sm} ${tokens.space.md}`,
    borderRadius: tokens.radius.md,
    border: "1px solid transparent",
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    textDecoration: "none",
    cursor: "pointer",
    transition: "background-color 120ms ease-out, border-color 120ms ease-out",
    selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentText,
        ":hover": { backgroundColor: vars.color.accentHover },
      },
      outline: {
        backgroundColor: "transparent",
        borderColor: vars.color.border,
        color: vars.color.text,
        ":hover": { backgroundColor: vars.color.surfaceMuted },
      },
    },
    fullWidth: { true: { width: "100%" } },
  },
  defaultVariants: { variant: "primary" },
});

/** A small action that reads as a link (Edit, Delete, a moderator's Hide). */
export const textButton = style({
  border: "none",
  background: "none",
  padding: 0,
  color: vars.color.accent,
  cursor: "pointer",
  textDecoration: "underline",
  font: "inherit",
});
