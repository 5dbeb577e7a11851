import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card } from "../../ui/card.css";
import { inline, stack } from "../../ui/layout/stack";

export const actions = inline("sm", { justify: "space-between" });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const list = style([card, stack("none"), { listStyle: "none", margin: 0, padding: tokens.space.xs }]);
