import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../../ui/constants";
import { inline, stack } from "../../ui/layout/stack";
import { card as kitCard } from "../../ui/card.css";

const wide = `screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`;

// Full-width bands that alternate backgrounds; the content inside keeps the page's reading width.
const sectionBase = style({
  paddingBlock: tokens.space.xxl,
  paddingInline: tokens.space.md,
  // In-page anchors (#pricing, #about, #contact) land below the top of the viewport, not on it.
  scrollMarginTop: tokens.space.md,
  "@media": { [wide]: { paddingInline: tokens.space.xl } },
});

export const section = styleVariants({
  plain: [sectionBase],
  muted: [sectionBase, { backgroundColor: vars.color.surfaceMuted }],
});

export const inner = style([stack("lg"), { width: "100%", maxWidth: "72rem", marginInline: "auto" }]);

export const sectionTitle = style({
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  textAlign: "center",
});

export const lead = style({
  maxWidth: "44rem",
  marginInline: "auto",
  color: vars.color.textMuted,
  textAlign: "center",
});

export const cardGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  gap: tokens.space.lg,
  padding: 0,
  listStyle: "none",
});

export const card = style([
  kitCard,
  {
    height: "100%",
    boxShadow: `0 4px 16px ${vars.color.shadow}`,
  },
]);

export const cardTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const actions = inline("md", { align: "stretch", justify: "center" });
