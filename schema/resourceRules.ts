import { z } from "zod";
import { LIMITS } from "./rules/text.js";
import { searchWords } from "./rules/textMatch.js";

// The resource library (/resources): the readings, slides and lab guides of every module, one list.

export const RESOURCE_KINDS = ["READING", "SLIDES", "LAB_GUIDE"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Lab guides hold the lab's task, which a lesson page shows a student once the lab is started. */
export const PUBLIC_RESOURCE_KINDS: readonly ResourceKind[] = ["READING", "SLIDES"];

export const resourceSearchSchema = z
  .string()
  .max(LIMITS.search, `Search is too long (at most ${LIMITS.search} characters)`);

export type Resource = {
  /** Stable: the kind and the row it comes from, e.g. reading:it-fundamentals-reading-1. */
  id: string;
  kind: ResourceKind;
  title: string;
  description: string;
  /** One line of facts: author and ISBN, the outline's size, or difficulty and duration. */
  detail: string;
  /** Where it opens: the lesson page's tab, or the slides' PDF. */
  href: string;
  lessonPageSlug: string;
  lessonTitle: string;
  trackSlug: string;
  trackTitle: string;
  moduleNumber: number;
};

/**
 * Whether a resource matches the text: every word in its title, description, detail or module
 * (case-insensitive), as the admin's and the board's searches read words.
 */
export function resourceMatches(resource: Resource, search: string | null | undefined): boolean {
  const words = searchWords(search?.toLowerCase());
  if (words.length === 0) return true;
  const haystack = [resource.title, resource.description, resource.detail, resource.lessonTitle]
    .join("\n")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const KIND_ORDER: Record<ResourceKind, number> = { SLIDES: 0, READING: 1, LAB_GUIDE: 2 };

/** The library's order: by track, then module, then slides, readings and lab guides, each in page order. */
export function compareResources(a: Resource & { position: number }, b: Resource & { position: number }): number {
  return (
    a.trackSlug.localeCompare(b.trackSlug) ||
    a.moduleNumber - b.moduleNumber ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.position - b.position
  );
}
