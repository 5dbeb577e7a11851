import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  padding: `${tokens.space.xl} ${tokens.space.md}`,
});

export const row = style([
  inline("md", { justify: "space-between" }),
  {
    maxWidth: "72rem",
    marginInline: "auto",
    fontSize: tokens.fontSize.sm,
    color: vars.color.textMuted,
  },
]);

export const links = style([inline("md", { align: "stretch" }), { padding: 0, listStyle: "none" }]);
