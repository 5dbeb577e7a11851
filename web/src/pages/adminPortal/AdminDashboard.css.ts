import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const headerTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tabTrigger = style({
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: "none",
  borderBottom: "2px solid transparent",
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  paddingTop: tokens.space.lg,
  // Radix keeps inactive panels in the page with `hidden`, which display: flex would override.
  selectors: { "&[hidden]": { display: "none" } },
});
