import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";

export const main = style({
  width: "100%",
  maxWidth: "80rem",
  marginInline: "auto",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  padding: tokens.space.md,
  "@media": { "screen and (min-width: 640px)": { padding: tokens.space.xl } },
});

export const layout = style({
  display: "grid",
  gap: tokens.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 1024px)": { gridTemplateColumns: "18rem minmax(0, 1fr)" } },
});

export const content = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, minWidth: 0 });

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const bannerTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });
