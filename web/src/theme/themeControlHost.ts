import { createContext, useContext, useLayoutEffect } from "react";

/**
 * Screens whose header carries the theme control say so; the app shell shows its own control,
 * in a row above the screen, only for screens without one. Nothing floats over a header.
 */
export const ThemeControlHostContext = createContext<(hosted: boolean) => void>(() => undefined);

/** Called by a header that renders a ThemeSwitcher, for as long as it is mounted. */
export function useHostThemeControl() {
  const setHosted = useContext(ThemeControlHostContext);
  // Before paint: the shell's own control never flashes above a header that has one.
  useLayoutEffect(() => {
    setHosted(true);
    return () => setHosted(false);
  }, [setHosted]);
}
