import type { ThemePreference } from "./themePreference";

const paths: Record<ThemePreference, string> = {
  light:
    "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z",
  dark: "M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z",
  system: "M3 5h18v11H3zM8 20h8m-4-4v4",
};

/** Decorative: the control around it carries the accessible name. */
export function ThemeIcon({ preference }: { preference: ThemePreference }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[preference]} />
    </svg>
  );
}
