import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const outlineList = style([stack("xs"), { padding: 0, margin: 0, listStyle: "none" }]);

export const outlineItem = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': { fontWeight: tokens.fontWeight.bold, backgroundColor: vars.color.surfaceMuted },
  },
});
