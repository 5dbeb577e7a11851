import { useEffect, useRef, useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { StudentsPanel_query$key } from "../../__generated__/StudentsPanel_query.graphql";
import type { StudentsPanelRefetchQuery, StudentStatus } from "../../__generated__/StudentsPanelRefetchQuery.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { StudentFilters } from "./StudentFilters";
import { StudentRow } from "./StudentRow";
import { list } from "../../ui/card.css";
import { updating } from "./StudentsPanel.css";

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;
/** Students per page: the API's largest page. */
const PAGE = 100;

interface StudentsPanelProps {
  query: StudentsPanel_query$key;
}

export function StudentsPanel({ query }: StudentsPanelProps) {
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    StudentsPanelRefetchQuery,
    StudentsPanel_query$key
  >(
    graphql`
      fragment StudentsPanel_query on Query
      @refetchable(queryName: "StudentsPanelRefetchQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "StudentStatus", defaultValue: ALL }
      ) {
        students(first: $count, after: $cursor, search: $search, status: $status)
          @connection(key: "StudentsPanel_students", filters: ["search", "status"]) {
          totalCount
          edges {
            node {
              id
              ...StudentRow_student
            }
          }
        }
        allCourses(first: 100) {
          edges {
            node {
              ...StudentRow_courses
            }
          }
        }
        infrastructureTrack: track(slug: "infrastructure") {
          ...StudentRow_tracks
        }
        securityTrack: track(slug: "security") {
          ...StudentRow_tracks
        }
      }
    `,
    query,
  );
  const students = data.students.edges.map((edge) => edge.node);
  const courses = data.allCourses.edges.map((edge) => edge.node);
  // The modules an admin may unlock for a student, track by track.
  const tracks = [data.infrastructureTrack, data.securityTrack].filter((track) => track != null);
  const total = data.students.totalCount;
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StudentStatus>("ALL");
  const [isPending, startTransition] = useTransition();
  // The filters the list on screen was read with: the initial query asks for every student.
  const shown = useRef<{ search: string; status: StudentStatus }>({ search: "", status: "ALL" });

  useEffect(() => {
    const wanted = { search: search.trim(), status };
    if (wanted.search === shown.current.search && wanted.status === shown.current.status) return;
    const timer = setTimeout(() => {
      shown.current = wanted;
      // A transition keeps the current list on screen until the new one arrives.
      startTransition(() => {
        refetch({ search: wanted.search || null, status, count: PAGE }, { fetchPolicy: "network-only" });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, status, refetch]);

  return (
    <>
      <StudentFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
      <p className={`${muted} ${updating}`} role="status" aria-live="polite">
        {isPending ? "Updating the list…" : `${total} ${total === 1 ? "student" : "students"}`}
      </p>
      {students.length === 0 ? (
        <p className={muted}>No students match.</p>
      ) : (
        <ul className={list} aria-label="Students">
          {students.map((student) => (
            <li key={student.id}>
              <StudentRow student={student} courses={courses} tracks={tracks} />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          disabled={isLoadingNext}
          onClick={() => loadNext(PAGE)}
        >
          {isLoadingNext ? "Loading…" : `Show more students (${students.length} of ${total})`}
        </button>
      ) : null}
    </>
  );
}
