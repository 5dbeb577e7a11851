/**
 * Relay ids are base64 of `Type:databaseId`; the placeholder is derived from the database id, so
 * it stays the same whichever client (REST or GraphQL) draws it.
 */
export function databaseIdOf(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(":");
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}

export interface Placeholder {
  /** What the circle shows: the person's initials. */
  initials: string;
  /** Hue (0-359) of the circle, from the last 2 characters of the id (spec 3). */
  hue: number;
}

export function placeholderAvatar(id: string, firstName: string, lastName: string): Placeholder {
  const seed = databaseIdOf(id).slice(-2);
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 3600;
  const initials = `${initialOf(firstName)}${initialOf(lastName)}`.toUpperCase();
  return { initials: initials || "?", hue: hash % 360 };
}

/** A name's first letter or digit: "[deleted member]" (schema/rules/accountDeletion.ts) reads "D", not "[". */
function initialOf(name: string): string {
  return /[\p{L}\p{N}]/u.exec(name)?.[0] ?? "";
}

/** A name given whole ('Emily Carter Smith') as the avatar's first and last name: its first two words. */
export function nameParts(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", lastName = ""] = fullName.split(/\s+/).filter(Boolean);
  return { firstName, lastName };
}
