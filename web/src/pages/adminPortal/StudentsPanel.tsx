import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { graphql, useFragment, useRefetchableFragment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { StudentsPanel_options$key } from "../../__generated__/StudentsPanel_options.graphql";
import type { StudentsPanel_query$key } from "../../__generated__/StudentsPanel_query.graphql";
import type { StudentsPanelRefetchQuery } from "../../__generated__/StudentsPanelRefetchQuery.graphql";
import { muted } from "../../ui/layout/PageContainer.css";
import { list } from "../../ui/card.css";
import { BulkActionsBar } from "./BulkActionsBar";
import { StudentFilters } from "./StudentFilters";
import { StudentPager } from "./StudentPager";
import { StudentRow } from "./StudentRow";
import { selectBox, selectableRow, updating } from "./StudentsPanel.css";
import { studentListState, studentListVariables, withStudentList, type StudentListState } from "./studentListParams";
import { useStudentSelection } from "./useStudentSelection";

interface StudentsPanelProps {
  query: StudentsPanel_query$key;
  options: StudentsPanel_options$key;
}

/**
 * Students a page at a time (the DOM holds one page, however many there are), searched, filtered
 * and sorted on the server; the list's state is the URL's, so reload and Back keep it.
 */
export function StudentsPanel({ query, options: optionsKey }: StudentsPanelProps) {
  const [data, refetch] = useRefetchableFragment<StudentsPanelRefetchQuery, StudentsPanel_query$key>(
    graphql`
      fragment StudentsPanel_query on Query
      @refetchable(queryName: "StudentsPanelRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int" }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
        status: { type: "StudentStatus", defaultValue: ALL }
        courseId: { type: "ID" }
        sort: { type: "StudentSort", defaultValue: NEWEST }
      ) {
        students(
          first: $first
          after: $after
          last: $last
          before: $before
          search: $search
          status: $status
          courseId: $courseId
          sort: $sort
        ) {
          totalCount
          pageInfo {
            hasNextPage
            startCursor
            endCursor
          }
          edges {
            node {
              id
              databaseId
              firstName
              lastName
              ...StudentRow_student
            }
          }
        }
      }
    `,
    query,
  );
  // The course and module pickers: not refetched with the page.
  const options = useFragment(
    graphql`
      fragment StudentsPanel_options on Query {
        allCourses(first: 100) @connection(key: "StudentsPanel_allCourses") {
          edges {
            node {
              ...StudentRow_courses
              ...StudentFilters_courses
              ...BulkActionsBar_courses
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
    optionsKey,
  );
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => studentListState(params), [params]);
  const [isPending, startTransition] = useTransition();
  const selection = useStudentSelection();
  const students = data.students.edges.map((edge) => edge.node);
  const courses = options.allCourses.edges.map((edge) => edge.node);
  // The modules an admin may unlock for a student, track by track.
  const tracks = [options.infrastructureTrack, options.securityTrack].filter((track) => track != null);
  const total = data.students.totalCount;

  // The URL changed (a filter, a page step, Back): fetch that page, keeping this one on screen meanwhile.
  const wanted = JSON.stringify(studentListVariables(state));
  const shown = useRef(wanted);
  // The page on screen: where it starts and which way it was read, as of the rows shown (the URL
  // runs ahead of them while the next page loads).
  const [page, setPage] = useState({ from: state.from, backwards: state.before !== null });
  useEffect(() => {
    if (wanted === shown.current) return;
    shown.current = wanted;
    const next = { from: state.from, backwards: state.before !== null };
    // One transition holds both: the pager's position commits with the rows it counts, never before.
    startTransition(() => {
      setPage(next);
      refetch(JSON.parse(wanted) as StudentsPanelRefetchQuery["variables"], { fetchPolicy: "network-only" });
    });
  }, [wanted, refetch, state.from, state.before]);

  const change = (next: Partial<StudentListState>, replace = false) =>
    setParams((now) => withStudentList(now, next), { replace });
  // Typing waits until it pauses before the URL (and so the list) follows.
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => setParams((now) => withStudentList(now, { search }), { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, state.search, setParams]);

  const onPage = students.map((s) => ({ id: s.id, databaseId: s.databaseId, name: `${s.firstName} ${s.lastName}` }));

  return (
    <>
      <StudentFilters
        courses={courses}
        search={search}
        state={state}
        onSearchChange={setSearch}
        onChange={(next) => change(next)}
      />
      <BulkActionsBar
        selection={selection}
        onPage={onPage}
        courses={courses}
        listState={state}
        total={total}
        // Thousands of rows changed: the page on screen is read again, kept on screen meanwhile.
        onMatchingChanged={() =>
          startTransition(() => {
            refetch(JSON.parse(wanted) as StudentsPanelRefetchQuery["variables"], { fetchPolicy: "network-only" });
          })
        }
      />
      <p className={`${muted} ${updating}`} role="status" aria-live="polite">
        {isPending ? "Updating the list…" : `${total} ${total === 1 ? "student" : "students"}`}
      </p>
      {students.length === 0 ? (
        <p className={muted}>No students match.</p>
      ) : (
        <ul className={list} aria-label="Students">
          {students.map((student) => {
            const name = `${student.firstName} ${student.lastName}`;
            return (
              <li key={student.id} className={selectableRow}>
                <input
                  type="checkbox"
                  className={selectBox}
                  aria-label={`Select ${name}`}
                  checked={selection.has(student.id)}
                  onChange={(e) =>
                    selection.toggle({ id: student.id, databaseId: student.databaseId, name }, e.target.checked)
                  }
                />
                <StudentRow student={student} courses={courses} tracks={tracks} />
              </li>
            );
          })}
        </ul>
      )}
      <StudentPager
        from={page.from}
        shown={students.length}
        total={total}
        size={state.size}
        busy={isPending}
        hasNext={page.backwards ? page.from + students.length - 1 < total : data.students.pageInfo.hasNextPage}
        onPrevious={() => {
          const from = page.from - state.size;
          // Back at the start: the first page itself, not a page before a cursor.
          if (from <= 1 || !data.students.pageInfo.startCursor) change({ after: null, before: null, from: 1 });
          else change({ after: null, before: data.students.pageInfo.startCursor, from });
        }}
        onNext={() =>
          change({ after: data.students.pageInfo.endCursor, before: null, from: page.from + students.length })
        }
        onSizeChange={(size) => change({ size })}
      />
    </>
  );
}
