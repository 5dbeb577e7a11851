import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline } from "../../ui/layout/stack";

/** A moderator's buttons: small text buttons under a label that says whose they are. */
export const moderatorActions = style([
  inline("sm", { align: "stretch" }),
  { fontSize: tokens.fontSize.sm, color: vars.color.textMuted },
]);

export const moderatorLabel = style({ fontWeight: tokens.fontWeight.medium });
