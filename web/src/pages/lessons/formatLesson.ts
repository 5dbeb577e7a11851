export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}

/** 'INTERMEDIATE' → 'Intermediate'. */
export function titleCase(value: string): string {
  return value.charAt(0) + value.slice(1).toLowerCase();
}

/** The back link's wording, from where it goes. */
export function backLabel(path: string): string {
  return path === "/student-portal" ? "Back to Student Portal" : "Back to Modules";
}
