import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

export const header = inline("md", { justify: "space-between" });

export const headerTitle = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });
