import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../layout/stack";

export const tabList = style([
  inline("xs", { align: "stretch" }),
  { padding: tokens.space.xs, borderRadius: tokens.radius.md, backgroundColor: vars.color.surfaceMuted },
]);

export const tab = style({
  flex: "1 1 auto",
  padding: tokens.space.sm,
  border: "none",
  borderRadius: tokens.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&[data-state='active']": {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: `0 1px 4px ${vars.color.shadow}`,
    },
  },
});

export const panel = style([
  stack("md"),
  {
    paddingTop: tokens.space.md,
    minWidth: 0,
    // Radix keeps the other tabs' panels as empty, hidden elements (so every tab's aria-controls
    // names one): the display above must not show them.
    selectors: { "&[hidden]": { display: "none" } },
  },
]);
