import type { MemberOrder } from "../../__generated__/MembersListPaginationQuery.graphql";

// The directory's state lives in the address (?q=…&online=1&sort=…), so a search can be shared,
// bookmarked and restored with Back.

export const MEMBER_SORTS: ReadonlyArray<{ value: MemberOrder; label: string }> = [
  { value: "NAME", label: "Name" },
  { value: "NEWEST", label: "Newest" },
  { value: "MOST_ACTIVE", label: "Most active" },
];

export interface DirectoryParams {
  search: string;
  onlineOnly: boolean;
  sort: MemberOrder;
}

const isMemberOrder = (value: string | null): value is MemberOrder =>
  MEMBER_SORTS.some((option) => option.value === value);

export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const sort = params.get("sort");
  return {
    search: params.get("q") ?? "",
    onlineOnly: params.get("online") === "1",
    sort: isMemberOrder(sort) ? sort : "NAME",
  };
}

/** The address's parameters for a state: defaults are left out, so the plain /members stays plain. */
export function writeDirectoryParams({ search, onlineOnly, sort }: DirectoryParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set("q", search);
  if (onlineOnly) params.set("online", "1");
  if (sort !== "NAME") params.set("sort", sort);
  return params;
}
