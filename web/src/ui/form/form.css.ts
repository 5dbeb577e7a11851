import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../layout/stack";

// The one set of form parts: every form (sign-in, sign-up, admin, profile, dialogs) uses these.

export const form = style([stack("md"), { minWidth: 0 }]);

export const field = style([stack("xs"), { minWidth: 0 }]);

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });

export const input = style({
  width: "100%",
  minWidth: 0,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.regular,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
  },
});

/** A text box for longer text (comments, replies, descriptions): grows downwards only. */
export const textarea = style([input, { font: "inherit", resize: "vertical" }]);

export const error = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.medium,
});

export const errorMark = style({ color: vars.color.danger });

export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const options = style([inline("lg", { align: "stretch" }), { border: "none", padding: 0, margin: 0 }]);

export const option = style({ display: "flex", alignItems: "center", gap: tokens.space.xs });

export const actions = inline("sm", { align: "stretch", justify: "flex-end" });

export const counter = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const counterOver = style([counter, { color: vars.color.danger, fontWeight: tokens.fontWeight.medium }]);
