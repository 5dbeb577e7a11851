import { createContext, useContext, useLayoutEffect } from "react";

/**
 * Screens whose header carries the theme control say so; the app shell shows its own control,
 * in a row above the screen, only for screens without one. Nothing floats over a header.
 */
export const ThemeControlHostContext = createContext<(change: 1 | -1) => void>(() => undefined);

/** Called by a header that renders a ThemeSwitcher, for as long as it is mounted. */
export function useHostThemeControl() {
  const countHost = useContext(ThemeControlHostContext);
  // Before paint: the shell's own control never flashes above a header that has one. A count,
  // not a flag: a loading placeholder may leave while the header that replaces it arrives.
  useLayoutEffect(() => {
    countHost(1);
    return () => countHost(-1);
  }, [countHost]);
}
