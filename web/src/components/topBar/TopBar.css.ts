import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

/** Below this width the four section links move into the collapsible menu. */
const desktop = "screen and (min-width: 900px)";

export const bar = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  // Clear of the fixed theme control in the top-right corner (AppShell).
  paddingRight: "4rem",
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const logo = style({
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

export const mobileOnly = style({
  "@media": { [desktop]: { display: "none" } },
});

export const links = style({ display: "flex", gap: tokens.space.xs, padding: 0, margin: 0, listStyle: "none" });

export const stackedLinks = style([links, { flexDirection: "column" }]);

export const link = style({
  display: "block",
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.md,
  color: vars.color.textMuted,
  textDecoration: "none",
  fontWeight: tokens.fontWeight.medium,
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

export const homeLink = style({ color: vars.color.textMuted, whiteSpace: "nowrap", fontSize: tokens.fontSize.sm });

export const mobilePanel = style([
  mobileOnly,
  {
    position: "absolute",
    top: "100%",
    left: 0,
    right: 0,
    zIndex: tokens.zIndex.menu,
    padding: tokens.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: `0 8px 16px ${vars.color.shadow}`,
  },
]);

export const iconButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
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
