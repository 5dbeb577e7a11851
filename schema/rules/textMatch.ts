// Typed text matched against stored text, whatever its case. On PostgreSQL Prisma turns every
// case-insensitive filter (`equals`, `contains` with `mode: "insensitive"`) into ILIKE and sends the
// text as the pattern, unescaped (prisma/prisma#10810, #19506): a typed `_` or `%` then matches any
// character or any text, so "%" finds every account, and a trailing `\` fails the statement. Every
// such filter is built here, from text that only ever matches itself (eslint.config.js refuses
// `mode: "insensitive"` anywhere else).

/** The text as a LIKE pattern that matches only itself: `\`, `%` and `_` escaped with PostgreSQL's default `\`. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching the trimmed text anywhere (for raw SQL). */
export function containsPattern(search: string): string {
  return `%${likeLiteral(search.trim())}%`;
}

/** A Prisma string filter: exactly this text, whatever its case (an e-mail address as typed). */
export function sameTextAnyCase(text: string) {
  return { equals: likeLiteral(text), mode: "insensitive" } as const;
}

/** A Prisma string filter: this text anywhere, whatever its case. */
export function containsAnyCase(text: string) {
  return { contains: likeLiteral(text), mode: "insensitive" } as const;
}

/** The words of a search, as a person types them: "  jordan   lee " is ["jordan", "lee"]. */
export function searchWords(search: string | null | undefined): string[] {
  return (search ?? "").trim().split(/\s+/).filter(Boolean);
}

/**
 * Prisma conditions to AND together: every word of the search is in one of the fields, whatever its
 * case, so "jordan lee" finds Jordan Lee and "lee@" his address. Empty when the search has no words.
 */
export function everyWordInOneOf<Field extends string>(search: string | null | undefined, fields: readonly Field[]) {
  type FieldFilter = Record<Field, ReturnType<typeof containsAnyCase>>;
  return searchWords(search).map((word) => ({
    OR: fields.map((field) => ({ [field]: containsAnyCase(word) }) as FieldFilter),
  }));
}
