/** The statuses a student filters by, in the order the filter lists them; "" is every status. */
export const STATUS_FILTERS = [
  { value: "", label: "All" },
  { value: "PENDING", label: "Pending" },
  { value: "RETURNED", label: "Returned for revision" },
  { value: "SUBMITTED", label: "Submitted" },
  { value: "GRADED", label: "Graded" },
  { value: "UPCOMING", label: "Upcoming" },
] as const;

export type StatusFilter = Exclude<(typeof STATUS_FILTERS)[number]["value"], "">;

/** `?status=graded` → "GRADED"; anything else is no filter. */
export function statusFrom(params: URLSearchParams): StatusFilter | null {
  const wanted = params.get("status")?.toUpperCase() ?? "";
  const match = STATUS_FILTERS.find((filter) => filter.value !== "" && filter.value === wanted);
  return match && match.value !== "" ? match.value : null;
}
