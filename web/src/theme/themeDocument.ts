import {
  DARK_SCHEME_QUERY,
  parseThemePreference,
  RESOLVED_THEMES,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemePreference,
} from "./themePreference";

/** The parts of <html> the theme touches; narrow so tests can pass a plain object. */
export interface ThemeRoot {
  classList: Pick<DOMTokenList, "add" | "remove">;
  style: { colorScheme: string };
}

export function applyResolvedTheme(root: ThemeRoot, theme: ResolvedTheme): void {
  for (const other of RESOLVED_THEMES) {
    if (other !== theme) root.classList.remove(other);
  }
  root.classList.add(theme);
  // Lets native widgets (scrollbars, form controls) match the page.
  root.style.colorScheme = theme;
}

// Storage can throw (blocked cookies, private modes); the theme must still work without it.
export function readStoredPreference(storage: Pick<Storage, "getItem"> | undefined): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseThemePreference(null);
  }
}

export function writeStoredPreference(
  storage: Pick<Storage, "setItem"> | undefined,
  preference: ThemePreference,
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // The choice still applies for this page view; it just won't survive a reload.
  }
}

export function darkSchemeQuery(win: Pick<Window, "matchMedia"> | undefined): MediaQueryList | null {
  return typeof win?.matchMedia === "function" ? win.matchMedia(DARK_SCHEME_QUERY) : null;
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
