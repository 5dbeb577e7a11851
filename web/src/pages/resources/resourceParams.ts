import type { ResourceKind } from "../../__generated__/ResourceListQuery.graphql";

// The library's state lives in the address (?q=…&track=…&module=…&kind=…): a search can be shared,
// bookmarked and restored with Back.

export const RESOURCE_KIND_LABELS: ReadonlyArray<{ value: ResourceKind; label: string; studentsOnly?: true }> = [
  { value: "SLIDES", label: "Slides" },
  { value: "READING", label: "Readings" },
  { value: "LAB_GUIDE", label: "Lab guides", studentsOnly: true },
];

export interface ResourceParams {
  search: string;
  /** A track's slug, or "" for every track. */
  track: string;
  /** A lesson page's slug, or "" for every module. */
  module: string;
  kind: ResourceKind | null;
}

const isKind = (value: string | null): value is ResourceKind =>
  RESOURCE_KIND_LABELS.some((option) => option.value === value);

export function readResourceParams(params: URLSearchParams): ResourceParams {
  const kind = params.get("kind");
  return {
    search: params.get("q") ?? "",
    track: params.get("track") ?? "",
    module: params.get("module") ?? "",
    kind: isKind(kind) ? kind : null,
  };
}

/** The address's parameters for a state: empty filters are left out, so the plain /resources stays plain. */
export function writeResourceParams({ search, track, module, kind }: ResourceParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set("q", search);
  if (track) params.set("track", track);
  if (module) params.set("module", module);
  if (kind) params.set("kind", kind);
  return params;
}
