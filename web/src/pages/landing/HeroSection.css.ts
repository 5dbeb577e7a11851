import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../../ui/constants";
import { inline, stack } from "../../ui/layout/stack";

const wide = `screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`;

export const layout = style({
  display: "grid",
  gap: tokens.space.xl,
  alignItems: "center",
  "@media": { [wide]: { gridTemplateColumns: "1fr 1fr" } },
});

export const copy = stack("lg");

export const title = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
});

export const intro = style({ fontSize: tokens.fontSize.lg, color: vars.color.textMuted });

export const ctaRow = inline("md", { align: "stretch" });

export const figures = style([inline("xl", { align: "stretch" }), { padding: 0, listStyle: "none" }]);

export const figureValue = style({
  display: "block",
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.accent,
});

export const media = stack("md");

export const video = style({
  width: "100%",
  aspectRatio: "16 / 9",
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.surface,
});

export const testimonial = style([
  stack("sm"),
  {
    padding: tokens.space.md,
    borderLeft: `4px solid ${vars.color.accent}`,
    borderRadius: tokens.radius.md,
    backgroundColor: vars.color.surface,
  },
]);

export const quoteAuthor = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
