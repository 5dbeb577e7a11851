import { globalStyle, style } from "@vanilla-extract/css";
import { tokens, vars } from "../../styles/theme.css";
import { stack } from "../../ui/layout/stack";

export const markdown = style([
  stack("sm"),
  {
    lineHeight: tokens.lineHeight.normal,
    // One long word or URL must not widen the page.
    overflowWrap: "anywhere",
  },
]);

globalStyle(`${markdown} :where(p, ul, ol, pre, table, blockquote)`, { margin: 0 });
globalStyle(`${markdown} :where(ul, ol)`, { paddingLeft: tokens.space.lg });
globalStyle(`${markdown} a`, { color: vars.color.accent, textDecoration: "underline" });
globalStyle(`${markdown} code`, {
  fontFamily: tokens.font.mono,
  fontSize: "0.9em",
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: tokens.radius.sm,
  padding: "0 0.25em",
});
globalStyle(`${markdown} pre`, {
  overflowX: "auto",
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(`${markdown} pre code`, { padding: 0, backgroundColor: "transparent", overflowWrap: "normal" });
globalStyle(`${markdown} blockquote`, {
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: tokens.space.md,
  color: vars.color.textMuted,
});
globalStyle(`${markdown} table`, { borderCollapse: "collapse", display: "block", overflowX: "auto" });
globalStyle(`${markdown} :where(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
});

/** An @mention: the member's name, bold, linking to their profile. */
export const mention = style({ fontWeight: tokens.fontWeight.medium });
