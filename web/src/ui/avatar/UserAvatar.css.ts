import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

/** Set per placeholder from the id-derived hue. */
export const hueVar = createVar();

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  overflow: "hidden",
  objectFit: "cover",
  fontWeight: tokens.fontWeight.bold,
  border: `1px solid ${vars.color.border}`,
});

export const size = styleVariants({
  sm: [base, { width: "2rem", height: "2rem", fontSize: "0.75rem" }],
  md: [base, { width: "2.5rem", height: "2.5rem", fontSize: tokens.fontSize.sm }],
  lg: [base, { width: "3rem", height: "3rem", fontSize: tokens.fontSize.md }],
  xl: [base, { width: "6rem", height: "6rem", fontSize: tokens.fontSize.xl }],
});

// Dark text on a light tint of the hue keeps contrast above 4.5:1 in both themes.
export const placeholder = style({
  backgroundColor: `hsl(${hueVar} 70% 85%)`,
  color: `hsl(${hueVar} 60% 20%)`,
});
