import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../../ui/constants";
import { stack } from "../../ui/layout/stack";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.lg,
  alignItems: "start",
  "@media": {
    [`screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" },
  },
});

export const main = stack("lg");
