import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const section = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, minWidth: 0 });

export const sectionTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const list = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, listStyle: "none" });
