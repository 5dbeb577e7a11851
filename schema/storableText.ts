// U+0000, or a surrogate without its partner. JSON may carry both ("\u0000", "\ud800"), but
// PostgreSQL text cannot hold the first and UTF-8 cannot encode the second: left alone they fail
// deep in the database as an unexpected error (the fuzz tests found it).
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "Contains a character that is not allowed (U+0000 or an unpaired surrogate)";

/** Whether a string can be stored and read back unchanged. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The path ("input.skills.2") of the first string in an argument value that cannot be stored, or null. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    // A decoded Relay global ID ({ typename, id }) is one argument: name it, not its parts.
    if ("typename" in value && "id" in value && Object.keys(value).length === 2)
      return unstorableTextPath(value.id, path);
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
