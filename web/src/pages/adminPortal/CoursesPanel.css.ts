import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const toolbar = style({ display: "flex", justifyContent: "flex-end", marginBottom: tokens.space.md });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.xs });
