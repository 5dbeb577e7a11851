import { createContext } from "react";
import type { ResolvedTheme, ThemePreference } from "./themePreference";

export interface ThemeContextValue {
  /** What the user chose (or the default). */
  preference: ThemePreference;
  /** What is applied now; for `system` it follows the operating system. */
  resolvedTheme: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
