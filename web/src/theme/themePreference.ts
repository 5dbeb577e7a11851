// The theme rules, free of DOM access so the inline script in index.html can be tested against
// them (see __tests__/inlineThemeScript.test.ts).

export const THEME_STORAGE_KEY = "theme";
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = Exclude<ThemePreference, "system">;

/** The choices, as the top bar's menu and the settings page name them. */
export const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string }> = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System" },
];

export const DEFAULT_THEME_PREFERENCE: ThemePreference = "dark";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";
/** Every class the theme may put on <html>; applying one removes the others. */
export const RESOLVED_THEMES: readonly ResolvedTheme[] = ["light", "dark"];

export function isThemePreference(value: unknown): value is ThemePreference {
  return (THEME_PREFERENCES as readonly unknown[]).includes(value);
}

/** Anything missing or unknown in storage falls back to the product default. */
export function parseThemePreference(value: unknown): ThemePreference {
  return isThemePreference(value) ? value : DEFAULT_THEME_PREFERENCE;
}

/**
 * `systemPrefersDark` is null when the browser cannot tell (no matchMedia); the product default
 * (dark) wins then, as it does before any choice is made.
 */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean | null): ResolvedTheme {
  if (preference !== "system") return preference;
  return systemPrefersDark === false ? "light" : "dark";
}
