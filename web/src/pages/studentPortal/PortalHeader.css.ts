import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const topRow = inline("md", { justify: "space-between" });

export const banner = style({ borderColor: vars.color.accent });

export const actions = style({ display: "flex", alignItems: "center", gap: tokens.space.sm });
