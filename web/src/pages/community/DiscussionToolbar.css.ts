import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const toolbar = inline("sm", { justify: "space-between" });

export const filters = inline("xs", { align: "stretch" });

export const sort = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const select = style({
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
