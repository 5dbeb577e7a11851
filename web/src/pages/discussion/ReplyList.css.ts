import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const section = style([stack("md"), { minWidth: 0 }]);

export const sectionTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const list = style([stack("md"), { listStyle: "none" }]);
