import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const figure = style([stack("sm"), { margin: 0, minWidth: 0 }]);

export const caption = style({ fontWeight: tokens.fontWeight.bold });

/** The plot's box: it keeps its place while the chart library loads. */
export const plot = style({ minHeight: "4rem", minWidth: 0, fontSize: tokens.fontSize.sm });

export const dataTable = style({ width: "100%", borderCollapse: "collapse", fontSize: tokens.fontSize.sm });

export const cell = style({
  textAlign: "left",
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summary = style({ cursor: "pointer", width: "fit-content" });
