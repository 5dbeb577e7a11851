import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { inline, stack } from "../../ui/layout/stack";
import { card as kitCard, notice as kitNotice } from "../../ui/card.css";

export const thread = style([kitCard, { gap: tokens.space.md, minWidth: 0 }]);

export const header = inline("sm", { align: "flex-start" });

export const title = style({
  flex: "1 1 16rem",
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const meta = style([inline("sm"), { color: vars.color.textMuted, fontSize: tokens.fontSize.sm }]);

export const authorLine = style({
  display: "inline-flex",
  flexDirection: "column",
  lineHeight: tokens.lineHeight.tight,
});

export const authorName = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium });

/** The line that says a moderator hid a post (and why, to those who may read it). */
export const hiddenNotice = style([inline("sm", { align: "flex-start" }), kitNotice]);

/** The accepted answer, under the question. */
export const answer = style([
  stack("sm"),
  {
    padding: tokens.space.md,
    borderRadius: tokens.radius.md,
    border: `2px solid ${vars.color.accent}`,
    minWidth: 0,
    overflowWrap: "anywhere",
  },
]);

export const answerTitle = style([inline("xs"), { fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold }]);

/** Quote and flag, in one row under the discussion's actions. */
export const postActions = style([inline("sm"), { fontSize: tokens.fontSize.sm }]);
