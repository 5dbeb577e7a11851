import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const sidebar = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const figures = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: tokens.space.xs, margin: 0 });
