import { useId } from "react";
import { muted } from "../../ui/card.css";
import { THEME_OPTIONS } from "../../theme/themePreference";
import { useTheme } from "../../theme/useTheme";
import { ThemeIcon } from "../../theme/ThemeIcon";
import { choice, choices, section, sectionTitle } from "./SettingsPage.css";

/** The same choice as the top bar's Theme menu (one preference, stored under `theme`), as a radio group. */
export function ThemeSettings() {
  const { preference, setPreference } = useTheme();
  const id = useId();

  return (
    <section className={section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitle}>
        Theme
      </h2>
      <fieldset className={choices} aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
        {THEME_OPTIONS.map((option) => (
          <label key={option.value} className={choice}>
            <input
              type="radio"
              name={`${id}-theme`}
              value={option.value}
              checked={preference === option.value}
              onChange={() => setPreference(option.value)}
            />
            <ThemeIcon preference={option.value} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className={muted}>
        System follows your device&apos;s light or dark setting. The choice is kept in this browser.
      </p>
    </section>
  );
}
