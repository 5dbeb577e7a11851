import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";

// Colours differ per theme, so they go through a contract; components read `vars` only and the
// html class chosen before first paint (see index.html) decides which values apply.
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    /** Error text and outlines on the page's surfaces. */
    danger: null,
    /** Filled error surfaces (toasts, badges); dangerText sits on it. */
    dangerSurface: null,
    dangerText: null,
    focusRing: null,
    shadow: null,
  },
});

// `:root` without a class also gets dark, so the page is dark by default even without script.
createGlobalTheme(":root, :root.dark", vars, {
  color: {
    background: "#0b1120",
    surface: "#111827",
    surfaceMuted: "#1f2937",
    border: "#334155",
    text: "#e2e8f0",
    textMuted: "#94a3b8",
    accent: "#22d3ee",
    accentHover: "#67e8f9",
    accentText: "#0b1120",
    // #f87171 reads 6.4:1 on the dark surface; white on #b91c1c reads 6.5:1 (WCAG AA needs 4.5:1).
    danger: "#f87171",
    dangerSurface: "#b91c1c",
    dangerText: "#ffffff",
    focusRing: "#38bdf8",
    shadow: "rgba(0, 0, 0, 0.45)",
  },
});

createGlobalTheme(":root.light", vars, {
  color: {
    background: "#f8fafc",
    surface: "#ffffff",
    surfaceMuted: "#f1f5f9",
    border: "#cbd5e1",
    text: "#0f172a",
    textMuted: "#475569",
    accent: "#0e7490",
    accentHover: "#155e75",
    accentText: "#ffffff",
    danger: "#b91c1c",
    dangerSurface: "#b91c1c",
    dangerText: "#ffffff",
    focusRing: "#0284c7",
    shadow: "rgba(15, 23, 42, 0.15)",
  },
});

// Theme-independent scales: one global set, no contract needed.
export const tokens = createGlobalTheme(":root", {
  space: {
    none: "0",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
  },
  radius: { sm: "0.375rem", md: "0.5rem", lg: "0.75rem", full: "9999px" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: { sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.25rem" },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
  zIndex: { menu: "50", toast: "100" },
});
