// How a post names a member: `@[Casey Morgan](member:<database id>)`. The id is the stable
// reference (the member notified, the profile linked); the name in brackets is what the author saw
// and what plain-text readers get, while pages show the member's current name. The server parses
// it to notify; the web app writes it (the @ suggestions, quote-reply) and renders it.

/** At most this many members are notified by one post; further mentions stay plain links. */
export const MENTIONS_MAX = 20;

const MENTION = /@\[([^\]\n]{1,120})\]\(member:([A-Za-z0-9_-]{1,64})\)/g;

/** A mention of the member with this id, showing this name. */
export function mentionMarkdown(name: string, memberId: string): string {
  const label = name.replace(/[[\]\n]/g, " ").trim() || "member";
  return `@[${label}](member:${memberId})`;
}

/** The distinct member ids a post mentions, in order of first mention, at most MENTIONS_MAX. */
export function mentionedMemberIds(content: string): string[] {
  const ids = new Set<string>();
  for (const match of content.matchAll(MENTION)) {
    ids.add(match[2]!);
    if (ids.size === MENTIONS_MAX) break;
  }
  return [...ids];
}

/** The text with each mention as plain "@Name" (the name written): for previews that show no links. */
export function mentionsAsText(content: string): string {
  return content.replace(MENTION, (_mention, name: string) => `@${name}`);
}
