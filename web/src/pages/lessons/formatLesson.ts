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
