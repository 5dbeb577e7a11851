import { keyframes, style } from "@vanilla-extract/css";
import { tokens, vars } from "../styles/theme.css";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../ui/constants";
import { stack } from "../ui/layout/stack";

const wide = `screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`;
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });

// The shape of a screen while its code or data loads: a bar where the header will be, then a
// heading and cards (beside a sidebar on the board), so the page does not jump when it arrives.

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  minHeight: "3.5rem",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const page = style({
  display: "grid",
  gap: tokens.space.lg,
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
  padding: `${tokens.space.xl} ${tokens.space.md}`,
});

export const board = style([page, { "@media": { [wide]: { gridTemplateColumns: "18rem minmax(0, 1fr)" } } }]);

export const column = style([stack("md"), { minWidth: 0 }]);

const block = style({
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const logo = style([block, { width: "8rem", height: "1.5rem" }]);

export const control = style([block, { width: "2.5rem", height: "2.5rem", borderRadius: tokens.radius.full }]);

export const heading = style([block, { width: "min(24rem, 70%)", height: "2.25rem" }]);

export const card = style([
  block,
  { height: "8rem", border: `1px solid ${vars.color.border}`, backgroundColor: vars.color.surface },
]);

export const sideCard = style([card, { height: "10rem" }]);
