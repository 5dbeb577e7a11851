import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

// Shared by the student sign-in forms (/student-login and the sign-up page's tabs).
export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const field = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });

export const input = style({
  width: "100%",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
});

export const error = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.medium,
});

export const errorMark = style({ color: vars.color.danger });

export const submit = style({ selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } } });
