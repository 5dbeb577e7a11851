import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const moduleCard = style({ position: "relative", flexGrow: 1, overflow: "hidden" });

// The module's own colour comes from data, so it is set inline on this bar.
export const accentBar = style({ position: "absolute", insetInline: 0, top: 0, height: tokens.space.xs });
