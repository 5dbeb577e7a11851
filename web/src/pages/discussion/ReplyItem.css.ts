import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";

export const reply = style([
  stack("sm"),
  {
    padding: tokens.space.md,
    borderRadius: tokens.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    minWidth: 0,
  },
]);

export const byline = style([inline("sm"), { color: vars.color.textMuted, fontSize: tokens.fontSize.sm }]);

export const authorName = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium });

/** The accepted answer stands out in the thread. */
export const acceptedReply = style([reply, { border: `2px solid ${vars.color.accent}` }]);

export const acceptedBadge = style([inline("xs"), { color: vars.color.text, fontWeight: tokens.fontWeight.medium }]);

/** Like, mark as answer and flag, in one row under the reply's text. */
export const replyActions = style([inline("sm"), { fontSize: tokens.fontSize.sm }]);
