import type { DiscussionOrder } from "../../__generated__/DiscussionListPaginationQuery.graphql";

/** The filter that lists Lab Help questions without an accepted answer (not a category of its own). */
export const UNANSWERED = "unanswered";

/** The board's filter buttons (spec 2, 9): all, lab, study, assignment; then the unanswered questions. */
export const FILTERS: ReadonlyArray<{ category: string | null; label: string }> = [
  { category: null, label: "All Discussions" },
  { category: "lab", label: "Lab Questions" },
  { category: "study", label: "Study Groups" },
  { category: "assignment", label: "Assignments" },
  { category: UNANSWERED, label: "Unanswered" },
];

/** The sort selector: latest, popular, newest. */
export const SORTS: ReadonlyArray<{ value: DiscussionOrder; label: string }> = [
  { value: "LATEST_ACTIVITY", label: "Latest Activity" },
  { value: "POPULAR", label: "Most Popular" },
  { value: "NEWEST", label: "Newest" },
];

export function isDiscussionOrder(value: string): value is DiscussionOrder {
  return SORTS.some((sort) => sort.value === value);
}

/** What narrows and orders the list; sent to the server as the connection's arguments. */
export interface BoardFilter {
  category: string | null;
  search: string | null;
  orderBy: DiscussionOrder;
}

/** Blank search text means no search. */
export function toSearchArgument(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

export const SEARCH_DEBOUNCE_MS = 300;
/** Discussions per page; more load on demand. */
export const PAGE_SIZE = 10;
