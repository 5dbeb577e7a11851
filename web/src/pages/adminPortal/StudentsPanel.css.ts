import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const updating = style({ fontSize: tokens.fontSize.sm, minHeight: tokens.lineHeight.normal });
