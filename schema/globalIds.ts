import { formatPrismaCursor } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";

// Global ids and cursors, each worked out once per row rather than once per answer. Both are a
// row's key in base64 (Pothos' encodings, unchanged), and the same rows come back page after page:
// the feed's 20 discussions with their category and author made 81 base64 encodings a request,
// about 0.2 µs each (issue 22, docs/performance.md, "Ids kept as encoded").

/** Keys kept per memo, at most: when full it is emptied and fills again with what is asked next. */
export const MAX_KEPT_IDS = 20_000;

/** `encode(key)`, kept for `key`: a pure encoding, so a kept answer is the one it would give again. */
export function keptEncoding(encode: (key: string) => string, max = MAX_KEPT_IDS): (key: string) => string {
  const kept = new Map<string, string>();
  return (key) => {
    let encoded = kept.get(key);
    if (encoded === undefined) {
      encoded = encode(key);
      if (kept.size >= max) kept.clear();
      kept.set(key, encoded);
    }
    return encoded;
  };
}

const idsByType = new Map<string, (id: string) => string>();

/** A node's global id (the Relay plugin's `encodeGlobalID` option, so every id the schema answers is one). */
export function globalIdOf(typename: string, id: string | number | bigint): string {
  let ids = idsByType.get(typename);
  if (!ids) {
    ids = keptEncoding((key) => encodeGlobalID(typename, key));
    idsByType.set(typename, ids);
  }
  return ids(String(id));
}

const cursorsByColumn = new Map<string, (value: string) => string>();

/**
 * A connection's cursor for a row made of one column (`prismaConnection`'s `cursor` option):
 * Pothos' own, kept when that column is text (an id); any other value is formatted each time.
 */
export function cursorOf(row: Record<string, unknown>, column: string): string {
  const value = row[column];
  if (typeof value !== "string") return formatPrismaCursor(row, column);
  let cursors = cursorsByColumn.get(column);
  if (!cursors) {
    cursors = keptEncoding((text) => formatPrismaCursor({ [column]: text }, column));
    cursorsByColumn.set(column, cursors);
  }
  return cursors(value);
}
