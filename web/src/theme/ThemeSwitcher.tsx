import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as Tooltip from "@radix-ui/react-tooltip";
import { item, tooltip, trigger } from "./ThemeSwitcher.css";
import { menuContent as content } from "../ui/menu.css";
import { ThemeIcon } from "./ThemeIcon";
import { isThemePreference, THEME_OPTIONS as options } from "./themePreference";
import { useHostThemeControl } from "./themeControlHost";
import { useTheme } from "./useTheme";

/**
 * A 'Theme' menu button with Light, Dark and System as radio items, so screen readers announce
 * the current choice. Needs a Tooltip.Provider above it (the app shell has one).
 */
export function ThemeSwitcher() {
  const { preference, setPreference } = useTheme();

  return (
    <DropdownMenu.Root modal={false}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <DropdownMenu.Trigger className={trigger} aria-label="Theme">
            <ThemeIcon preference={preference} />
          </DropdownMenu.Trigger>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={tooltip} side="bottom" sideOffset={6}>
            Theme
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={content} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => {
              if (isThemePreference(value)) setPreference(value);
            }}
          >
            {options.map((option) => (
              <DropdownMenu.RadioItem key={option.value} value={option.value} className={item}>
                <ThemeIcon preference={option.value} />
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The theme control in a screen's own header: the shell then shows no control of its own. */
export function HeaderThemeSwitcher() {
  useHostThemeControl();
  return <ThemeSwitcher />;
}
