import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const syllabus = style([stack("xs"), { paddingLeft: tokens.space.lg }]);
