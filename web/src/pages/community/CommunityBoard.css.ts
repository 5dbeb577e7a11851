import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";

export const main = style([
  stack("lg"),
  {
    width: "100%",
    maxWidth: "80rem",
    marginInline: "auto",
    padding: tokens.space.md,
    "@media": { "screen and (min-width: 640px)": { padding: tokens.space.xl } },
  },
]);

export const layout = style({
  display: "grid",
  gap: tokens.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 1024px)": { gridTemplateColumns: "18rem minmax(0, 1fr)" } },
});

export const content = style([stack("md"), { minWidth: 0 }]);

export const banner = style([
  inline("md", { justify: "space-between" }),
  {
    padding: tokens.space.lg,
    borderRadius: tokens.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const bannerTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });
