import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

// Form parts shared by the admin login and the admin dialogs.

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
  selectors: { "&::placeholder": { color: vars.color.textMuted } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: tokens.space.sm,
});

export const disabledButton = style({
  selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } },
});
