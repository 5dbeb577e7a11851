import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const wrapper = style({ position: "relative", minWidth: 0 });

export const listbox = style([
  stack("none"),
  {
    position: "absolute",
    insetInline: 0,
    top: "100%",
    zIndex: tokens.zIndex.menu,
    maxWidth: "22rem",
    marginTop: tokens.space.xs,
    padding: tokens.space.xs,
    listStyle: "none",
    borderRadius: tokens.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: `0 8px 24px ${vars.color.shadow}`,
  },
]);

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": { backgroundColor: vars.color.surfaceMuted, outline: `2px solid ${vars.color.accent}` },
  },
});
