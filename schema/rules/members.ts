import { SPECIALIZATION_LABELS, type SpecializationKey } from "./specializations.js";

// The members directory and the @ suggestions: who counts as a member, which posts count towards
// their activity, and what a search matches. Shared by the schema and its tests.

/** How many suggestions the @ autocomplete shows at most. */
export const MEMBER_SUGGESTIONS_MAX = 8;

/** How many of a member's latest discussions, and of their latest replies, their profile lists. */
export const RECENT_POSTS = 5;

/** The orders of the directory. */
export const MEMBER_ORDERS = ["NAME", "NEWEST", "MOST_ACTIVE"] as const;
export type MemberOrder = (typeof MEMBER_ORDERS)[number];

/** A member's discussions that count and show: neither deleted nor hidden. */
export const visibleDiscussions = { deletedAt: null, hiddenAt: null } as const;

/** A member's replies that count and show: not hidden, in a discussion that is not hidden. */
export const visibleReplies = { hiddenAt: null, discussion: { hiddenAt: null } } as const;

/** Only active community members are members: students and admins never appear. */
export const isMember = { role: "COMMUNITY", isActive: true } as const;

/** The specializations whose label or enum name contains the search text (case-insensitive). */
export function specializationsMatching(search: string): SpecializationKey[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [];
  return (Object.entries(SPECIALIZATION_LABELS) as [SpecializationKey, string][])
    .filter(([key, label]) => label.toLowerCase().includes(needle) || key.toLowerCase().includes(needle))
    .map(([key]) => key);
}
