import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";

export const editor = style([stack("sm"), { minWidth: 0 }]);

export const editorActions = inline("sm", { align: "stretch" });

/** Small text buttons an author gets on their own posts. */
export const ownerActions = style([inline("sm", { align: "stretch" }), { fontSize: tokens.fontSize.sm }]);
