import { useId } from "react";
import type { StudentStatus } from "../../__generated__/StudentsPanelRefetchQuery.graphql";
import { field, input, label } from "../../ui/form/form.css";
import { filters } from "./StudentFilters.css";

/** Pending activation: new sign-ups waiting for an admin, and disabled accounts (isActive false). */
const STATUS_OPTIONS: { value: StudentStatus; label: string }[] = [
  { value: "ALL", label: "All students" },
  { value: "PENDING", label: "Pending activation (inactive)" },
  { value: "ACTIVE", label: "Active" },
];

interface StudentFiltersProps {
  search: string;
  status: StudentStatus;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StudentStatus) => void;
}

export function StudentFilters({ search, status, onSearchChange, onStatusChange }: StudentFiltersProps) {
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
          value={status}
          onChange={(e) => onStatusChange(e.target.value as StudentStatus)}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
