import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as Tooltip from "@radix-ui/react-tooltip";
import { TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "../ui/constants";
import { item, tooltip, trigger } from "./ThemeSwitcher.css";
import { menuContent as content } from "../ui/menu.css";
import { ThemeIcon } from "./ThemeIcon";
import { isThemePreference, THEME_OPTIONS as options } from "./themePreference";
import { useTheme } from "./useTheme";

/**
 * A 'Theme' menu button with Light, Dark and System as radio items, so screen readers announce
 * the current choice. Loaded by ThemeSwitcher after the first render. Its tooltip is the app's
 * only one, so it brings its own Tooltip.Provider rather than the shell loading Radix for it.
 */
export function ThemeMenu() {
  const { preference, setPreference } = useTheme();

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_DURATION_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_DURATION_MS}>
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
    </Tooltip.Provider>
  );
}
