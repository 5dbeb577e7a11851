import { mentionMarkdown } from "../../../../schema/rules/mentions";

/** The "@name" being typed just before the caret: where its "@" is, and the text after it. */
export interface ActiveMention {
  /** Index of the "@". */
  start: number;
  /** What follows the "@" up to the caret. */
  query: string;
}

/** Longest text after "@" that still asks for suggestions. */
const MAX_QUERY = 40;

// "@" at the start or after a space or an opening bracket (never inside an e-mail address), then a
// letter, then letters, apostrophes, hyphens and at most one space ("@Alex Ch").
const TYPING_MENTION = /(?:^|[\s([{"'])@(\p{L}[\p{L}\p{M}'-]*(?: [\p{L}\p{M}'-]*)?)$/u;

/** The mention being typed at `caret`, or null when the caret is not in one. */
export function activeMention(text: string, caret: number): ActiveMention | null {
  const before = text.slice(0, caret);
  const match = TYPING_MENTION.exec(before.slice(-(MAX_QUERY + 2)));
  if (!match || match[1]!.length > MAX_QUERY) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** The text with the typed "@name" replaced by the member's mention and a space, and where the caret goes. */
export function insertMention(
  text: string,
  mention: ActiveMention,
  caret: number,
  member: { name: string; databaseId: string },
): { text: string; caret: number } {
  const inserted = `${mentionMarkdown(member.name, member.databaseId)} `;
  const after = text.slice(caret).replace(/^ /, "");
  return { text: `${text.slice(0, mention.start)}${inserted}${after}`, caret: mention.start + inserted.length };
}
