import { useEffect, useRef, useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { StudentsPanel_query$key } from "../../__generated__/StudentsPanel_query.graphql";
import type { StudentsPanelRefetchQuery, StudentStatus } from "../../__generated__/StudentsPanelRefetchQuery.graphql";
import { muted } from "../../ui/layout/PageContainer.css";
import { StudentFilters } from "./StudentFilters";
import { StudentRow } from "./StudentRow";
import { list, updating } from "./StudentsPanel.css";

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;

interface StudentsPanelProps {
  query: StudentsPanel_query$key;
}

export function StudentsPanel({ query }: StudentsPanelProps) {
  const [data, refetch] = useRefetchableFragment<StudentsPanelRefetchQuery, StudentsPanel_query$key>(
    graphql`
      fragment StudentsPanel_query on Query
      @refetchable(queryName: "StudentsPanelRefetchQuery")
      @argumentDefinitions(search: { type: "String" }, status: { type: "StudentStatus", defaultValue: ALL }) {
        students(search: $search, status: $status) {
          id
          ...StudentRow_student
        }
        allCourses {
          ...StudentRow_courses
        }
      }
    `,
    query,
  );
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
        refetch({ search: wanted.search || null, status }, { fetchPolicy: "network-only" });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, status, refetch]);

  return (
    <>
      <StudentFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
      <p className={`${muted} ${updating}`} role="status" aria-live="polite">
        {isPending ? "Updating the list…" : `${data.students.length} ${data.students.length === 1 ? "student" : "students"}`}
      </p>
      {data.students.length === 0 ? (
        <p className={muted}>No students match.</p>
      ) : (
        <ul className={list} aria-label="Students">
          {data.students.map((student) => (
            <li key={student.id}>
              <StudentRow student={student} courses={data.allCourses} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
