import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const counts = style({ display: "grid", gap: tokens.space.xs, marginBottom: tokens.space.lg });
