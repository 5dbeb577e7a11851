import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { StudentFilters_courses$key } from "../../__generated__/StudentFilters_courses.graphql";
import { field, input, label } from "../../ui/form/form.css";
import { filters } from "./StudentFilters.css";
import type { StudentListState, StudentSort, StudentStatus } from "./studentListParams";

/** Pending activation: new sign-ups waiting for an admin, and disabled accounts (isActive false). */
const STATUS_OPTIONS: { value: StudentStatus; label: string }[] = [
  { value: "ALL", label: "All students" },
  { value: "PENDING", label: "Pending activation (inactive)" },
  { value: "ACTIVE", label: "Active" },
];
const SORT_OPTIONS: { value: StudentSort; label: string }[] = [
  { value: "NEWEST", label: "Newest first" },
  { value: "NAME", label: "Name (A–Z)" },
  { value: "EMAIL", label: "E-mail (A–Z)" },
];

interface StudentFiltersProps {
  courses: StudentFilters_courses$key;
  /** The search box's text as typed (the list follows once typing pauses). */
  search: string;
  state: StudentListState;
  onSearchChange: (search: string) => void;
  onChange: (change: Partial<StudentListState>) => void;
}

export function StudentFilters({ courses, search, state, onSearchChange, onChange }: StudentFiltersProps) {
  const options = useFragment(
    graphql`
      fragment StudentFilters_courses on Course @relay(plural: true) {
        id
        databaseId
        title
      }
    `,
    courses,
  );
  const id = useId();
  return (
    <div className={filters} role="search" aria-label="Filter students">
      <div className={field}>
        <label className={label} htmlFor={`${id}-search`}>
          Search students
        </label>
        <input
          id={`${id}-search`}
          className={input}
          type="search"
          placeholder="Name or e-mail"
          maxLength={200}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={input}
          value={state.status}
          onChange={(e) => onChange({ status: e.target.value as StudentStatus })}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-course`}>
          Course
        </label>
        <select
          id={`${id}-course`}
          className={input}
          value={state.course === null ? "" : String(state.course)}
          onChange={(e) => onChange({ course: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Every course</option>
          {options.map((course) => (
            <option key={course.id} value={course.databaseId}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className={input}
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as StudentSort })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
