import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { StudentFilters_courses$key } from "../../__generated__/StudentFilters_courses.graphql";
import { field, input, label } from "../../ui/form/form.css";
import { filters } from "./StudentFilters.css";
import type { StudentListState, StudentSort, StudentStatus } from "./studentListParams";
import { SelectField } from "../../ui/form/SelectField";

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
      <SelectField
        label="Status"
        value={state.status}
        onChange={(status) => onChange({ status: status as StudentStatus })}
        options={STATUS_OPTIONS}
      />
      <SelectField
        label="Course"
        value={state.course === null ? "" : String(state.course)}
        onChange={(course) => onChange({ course: course ? Number(course) : null })}
        emptyLabel="Every course"
        options={options.map((course) => ({ value: String(course.databaseId), label: course.title }))}
      />
      <SelectField
        label="Sort by"
        value={state.sort}
        onChange={(sort) => onChange({ sort: sort as StudentSort })}
        options={SORT_OPTIONS}
      />
    </div>
  );
}
