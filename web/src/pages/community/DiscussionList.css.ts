import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const pending = style({ opacity: 0.6, transition: "opacity 120ms ease-out" });

export const empty = style({
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: "center",
});

export const more = style({ alignSelf: "center" });

export const failureBox = style([
  inline("md", { justify: "space-between" }),
  {
    padding: tokens.space.md,
    borderRadius: tokens.radius.lg,
    border: `1px solid ${vars.color.danger}`,
    backgroundColor: vars.color.surface,
  },
]);
