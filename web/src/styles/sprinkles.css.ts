import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../ui/constants";
import { tokens } from "./theme.css";

// Layout-only atoms; colours and variants stay in recipes so tokens are the only colour source.
const layoutProperties = defineProperties({
  conditions: {
    narrow: {},
    wide: { "@media": `screen and (min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)` },
  },
  defaultCondition: "narrow",
  properties: {
    display: ["none", "block", "flex", "grid", "inline-flex"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: tokens.space,
    paddingTop: tokens.space,
    paddingBottom: tokens.space,
    paddingLeft: tokens.space,
    paddingRight: tokens.space,
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
  },
});

export const sprinkles = createSprinkles(layoutProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
