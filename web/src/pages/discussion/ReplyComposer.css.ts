import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard } from "../../ui/card.css";
import { textarea as kitTextarea } from "../../ui/form/form.css";

export const composer = style([kitCard, { alignItems: "flex-start", minWidth: 0 }]);

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const textarea = style([kitTextarea, { minHeight: "8rem" }]);

export const failure = style({ color: vars.color.danger, fontWeight: tokens.fontWeight.medium });

export const locked = style({
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

// The Tabs root takes the composer's full width.
