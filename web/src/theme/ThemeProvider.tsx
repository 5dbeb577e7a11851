import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { ThemeContext, type ThemeContextValue } from "./ThemeContext";
import { applyResolvedTheme, readStoredPreference, safeLocalStorage, writeStoredPreference } from "./themeDocument";
import { parseThemePreference, resolveTheme, THEME_STORAGE_KEY, type ThemePreference } from "./themePreference";
import { useSystemPrefersDark } from "./useSystemPrefersDark";

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Same source as the inline script in index.html, so the first render matches the first paint.
  const [preference, setPreferenceState] = useState<ThemePreference>(() => readStoredPreference(safeLocalStorage()));
  const systemPrefersDark = useSystemPrefersDark();
  const resolvedTheme = resolveTheme(preference, systemPrefersDark);

  // Layout effect: the class must change in the same frame as the re-render, never after paint.
  useLayoutEffect(() => {
    applyResolvedTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  // Another tab changed the theme: follow it so all open tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setPreferenceState(parseThemePreference(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    writeStoredPreference(safeLocalStorage(), next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ preference, resolvedTheme, setPreference }),
    [preference, resolvedTheme, setPreference],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
