import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { card as kitCard, notice as kitNotice } from "../../ui/card.css";
import { textarea as kitTextarea } from "../../ui/form/form.css";

export const composer = style([kitCard, { alignItems: "flex-start", minWidth: 0 }]);

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const textarea = style([kitTextarea, { minHeight: "8rem" }]);

export const failure = style({ color: vars.color.danger, fontWeight: tokens.fontWeight.medium });

/** What the composer says instead of a box when the thread takes no replies. */
export const locked = style([kitNotice, { padding: tokens.space.md }]);

// The Tabs root takes the composer's full width.
