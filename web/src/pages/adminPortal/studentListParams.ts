import { STUDENT_PAGE_SIZES, STUDENT_SORTS, STUDENT_STATUSES } from "../../../../schema/adminRules";

/**
 * The admin's student list lives in the URL (?q=&status=&course=&sort=&size=&after=|before=&from=),
 * so reload and Back show the same page. This module is the one mapping between that URL and the
 * students query's variables, and back to the CSV export's query string.
 */
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export type StudentSort = (typeof STUDENT_SORTS)[number];

export type StudentListState = {
  search: string;
  status: StudentStatus;
  /** The course's numeric id (as legacy links use it), or null for every course. */
  course: number | null;
  sort: StudentSort;
  size: number;
  /** Where the page starts: after this cursor (forwards), before it (backwards), or the first page. */
  after: string | null;
  before: string | null;
  /** The position of the page's first row (1-based), for "x–y of N". */
  from: number;
};

export const DEFAULT_PAGE_SIZE = 25;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? fallback;

/**
 * A page cursor as the server writes them (base64 of "GPC:…"); anything else in an edited or
 * truncated URL means the first page, not an error.
 */
function cursor(value: string | null): string | null {
  if (!value || value.length > 200 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  try {
    return atob(value).startsWith("GPC:") ? value : null;
  } catch {
    return null;
  }
}

export function studentListState(params: URLSearchParams): StudentListState {
  const size = Number(params.get("size"));
  const course = params.get("course");
  const from = Number(params.get("from"));
  const after = cursor(params.get("after"));
  const before = after ? null : cursor(params.get("before"));
  return {
    search: (params.get("q") ?? "").slice(0, 200),
    status: pick(params.get("status"), STUDENT_STATUSES, "ALL"),
    course: course && /^\d{1,9}$/.test(course) ? Number(course) : null,
    sort: pick(params.get("sort"), STUDENT_SORTS, "NEWEST"),
    size: (STUDENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    after: after || null,
    before: before || null,
    // Without a cursor the page is the first one, whatever `from` says.
    from: (after || before) && Number.isInteger(from) && from > 1 ? from : 1,
  };
}

/** A course's global id from its numeric id, as the schema encodes node ids. */
export const courseGlobalId = (course: number) => btoa(`Course:${course}`);

/** The students query's variables for a list state. */
export function studentListVariables(state: StudentListState) {
  const backwards = state.before !== null;
  return {
    first: backwards ? null : state.size,
    after: state.after,
    last: backwards ? state.size : null,
    before: state.before,
    search: state.search.trim() || null,
    status: state.status,
    courseId: state.course === null ? null : courseGlobalId(state.course),
    sort: state.sort,
  };
}

/** The list's filters alone (no order, no page): the students "Select all matching" acts on. */
export function studentListFilter(state: StudentListState) {
  const { search, status, courseId } = studentListVariables(state);
  return { search, status, courseId };
}

/**
 * The URL after a change: a new filter, sort or page size goes back to the first page; a page
 * step keeps the filters. Defaults are left out so the plain portal URL stays plain.
 */
export function withStudentList(params: URLSearchParams, change: Partial<StudentListState>): URLSearchParams {
  const current = studentListState(params);
  const paging = "after" in change || "before" in change || "from" in change;
  const next: StudentListState = {
    ...current,
    ...(paging ? {} : { after: null, before: null, from: 1 }),
    ...change,
  };
  const out = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
  set("q", next.search.trim() ? next.search : null);
  set("status", next.status === "ALL" ? null : next.status.toLowerCase());
  set("course", next.course === null ? null : String(next.course));
  set("sort", next.sort === "NEWEST" ? null : next.sort.toLowerCase());
  set("size", next.size === DEFAULT_PAGE_SIZE ? null : String(next.size));
  set("after", next.after);
  set("before", next.after ? null : next.before);
  set("from", next.after || next.before ? String(next.from) : null);
  return out;
}

/** The CSV export's URL: the list's filters, or only the selected students (their database ids). */
export function studentsCsvUrl(state: StudentListState, selection?: readonly string[]): string {
  const query = new URLSearchParams();
  if (selection) query.set("ids", selection.join(","));
  else {
    if (state.search.trim()) query.set("search", state.search.trim());
    if (state.status !== "ALL") query.set("status", state.status.toLowerCase());
    if (state.course !== null) query.set("course", String(state.course));
  }
  if (state.sort !== "NEWEST") query.set("sort", state.sort.toLowerCase());
  const text = query.toString();
  return `/api/admin/students.csv${text ? `?${text}` : ""}`;
}
