import { Suspense } from "react";
import { lazyControl } from "../ui/lazy/lazyControl";
import { trigger } from "./ThemeSwitcher.css";
import { ThemeIcon } from "./ThemeIcon";
import { useHostThemeControl } from "./themeControlHost";
import { useTheme } from "./useTheme";

const ThemeMenu = lazyControl(() => import("./ThemeMenu").then((module) => module.ThemeMenu));

/** The 'Theme' menu (ThemeMenu), with an inert look-alike of its button until its code arrives. */
export function ThemeSwitcher() {
  const { preference } = useTheme();
  return (
    <Suspense
      fallback={
        <span className={trigger} aria-hidden="true">
          <ThemeIcon preference={preference} />
        </span>
      }
    >
      <ThemeMenu />
    </Suspense>
  );
}

/** The theme control in a screen's own header: the shell then shows no control of its own. */
export function HeaderThemeSwitcher() {
  useHostThemeControl();
  return <ThemeSwitcher />;
}
