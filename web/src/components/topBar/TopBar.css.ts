import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../../ui/constants";
import { inline } from "../../ui/layout/stack";

/** From this width the sections, the home link and the theme sit in the bar; below, in the menu. */
const desktop = "screen and (min-width: 1024px)";
/** From this width the home link spells out its name beside the icon. */
const roomy = "screen and (min-width: 1280px)";
const phone = `screen and (max-width: ${WIDE_SCREEN_MIN_WIDTH_PX - 1}px)`;

export const bar = style([
  inline("sm"),
  {
    position: "relative",
    padding: `${tokens.space.sm} ${tokens.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    "@media": { [`screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`]: { gap: tokens.space.md } },
  },
]);

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
});

export const desktopNav = style({
  display: "none",
  "@media": { [desktop]: { display: "block" } },
});

export const desktopOnly = style({
  display: "none",
  "@media": { [desktop]: { display: "flex" } },
});

export const mobileOnly = style({
  "@media": { [desktop]: { display: "none" } },
});

export const links = style({ display: "flex", gap: tokens.space.xs, padding: 0, margin: 0, listStyle: "none" });

export const stackedLinks = style([links, { flexDirection: "column" }]);

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  color: vars.color.textMuted,
  textDecoration: "none",
  fontWeight: tokens.fontWeight.medium,
  whiteSpace: "nowrap",
  ":hover": { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
});

export const activeLink = style([
  link,
  {
    color: vars.color.accentText,
    backgroundColor: vars.color.accent,
    ":hover": { color: vars.color.accentText, backgroundColor: vars.color.accentHover },
  },
]);

export const spacer = style({ flexGrow: 1 });

export const homeLink = style({
  display: "none",
  alignItems: "center",
  gap: tokens.space.xs,
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
  fontSize: tokens.fontSize.sm,
  "@media": { [desktop]: { display: "inline-flex" } },
});

/** Read by screen readers at every width; shown beside the icon only when there is room. */
export const homeText = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  "@media": { [roomy]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" } },
});

export const searchSlot = style({
  flex: "0 1 18rem",
  minWidth: "8rem",
  "@media": { [phone]: { order: 10, flexBasis: "100%" } },
});

export const mobilePanel = style([
  mobileOnly,
  {
    position: "absolute",
    top: "100%",
    left: 0,
    right: 0,
    zIndex: tokens.zIndex.menu,
    display: "flex",
    flexDirection: "column",
    gap: tokens.space.md,
    padding: tokens.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: `0 8px 16px ${vars.color.shadow}`,
    selectors: { "&[hidden]": { display: "none" } },
  },
]);

export const menuRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  paddingInline: tokens.space.sm,
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
});

export const iconButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { backgroundColor: vars.color.surfaceMuted },
});

export const badge = style({
  position: "absolute",
  top: "-0.25rem",
  right: "-0.25rem",
  minWidth: "1.25rem",
  padding: "0 0.25rem",
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: "0.75rem",
  fontWeight: tokens.fontWeight.bold,
  lineHeight: "1.25rem",
  textAlign: "center",
});
