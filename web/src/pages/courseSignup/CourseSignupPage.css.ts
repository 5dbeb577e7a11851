import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../../ui/constants";
import { stack } from "../../ui/layout/stack";
import { card as kitCard } from "../../ui/card.css";

export const page = style([
  stack("xl"),
  {
    width: "100%",
    maxWidth: "72rem",
    marginInline: "auto",
    padding: `${tokens.space.lg} ${tokens.space.md} ${tokens.space.xxl}`,
  },
]);

export const top = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const brand = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
});

export const heading = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold });

export const columns = style({
  display: "grid",
  gap: tokens.space.xl,
  alignItems: "start",
  "@media": { [`screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`]: { gridTemplateColumns: "1fr 1fr" } },
});

export const card = style([
  kitCard,
  {
    gap: tokens.space.md,
    boxShadow: `0 8px 32px ${vars.color.shadow}`,
  },
]);

export const small = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted, textAlign: "center" });
