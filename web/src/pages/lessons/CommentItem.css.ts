import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";

export const comment = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: tokens.space.md });
