import { globalStyle } from "@vanilla-extract/css";
import { tokens, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html, body, h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd", {
  margin: 0,
});

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
});

globalStyle("body", {
  minHeight: "100vh",
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  lineHeight: tokens.lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
  // Members' text (titles, URLs, names) may hold words longer than any column: they break
  // anywhere rather than widen the page, and min-content sizing no longer squeezes a sidebar.
  overflowWrap: "anywhere",
});

// A fieldset's default min-width is its min-content, which lets a radio group widen a dialog.
globalStyle("fieldset", { minInlineSize: 0 });

globalStyle("img, picture, svg, video", { display: "block", maxWidth: "100%" });

// The SVG icon set (lucide) sits in a line of text, beside the words that name it.
globalStyle("svg.lucide", { display: "inline-block", flexShrink: 0, verticalAlign: "-0.2em" });

globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });

globalStyle("button", { cursor: "pointer" });

// `hidden` hides, whatever display a class gives the element (Radix's inactive tab panels).
globalStyle("[hidden]", { display: "none !important" });

globalStyle("a", { color: vars.color.accent });

globalStyle("h1, h2, h3, h4", { lineHeight: tokens.lineHeight.tight, overflowWrap: "break-word" });

// One visible focus style everywhere, for keyboard users only.
globalStyle(":focus-visible", {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
