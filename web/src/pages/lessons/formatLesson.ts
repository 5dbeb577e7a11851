const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** Standard 'time ago' wording (spec 9): '2 hours ago', 'yesterday', 'just now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}

/** 'INTERMEDIATE' → 'Intermediate'. */
export function titleCase(value: string): string {
  return value.charAt(0) + value.slice(1).toLowerCase();
}

/** Initials for an avatar: 'Emily Carter' → 'EC'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/** The back link's wording, from where it goes. */
export function backLabel(path: string): string {
  return path === "/student-portal" ? "Back to Student Portal" : "Back to Modules";
}
