import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const sidebar = stack("md");

export const figures = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: tokens.space.xs, margin: 0 });
