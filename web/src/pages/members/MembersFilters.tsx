import { useId } from "react";
import { input, label } from "../../ui/form/form.css";
import { useSettledSearch } from "../community/useSettledSearch";
import { select, sort as sortLabel } from "../community/DiscussionToolbar.css";
import { option } from "../../ui/form/form.css";
import { MEMBER_SORTS, type DirectoryParams } from "./directoryParams";
import { filters, searchField } from "./Members.css";

/** Typing settles for this long before the directory searches. */
export const SEARCH_DEBOUNCE_MS = 300;

interface MembersFiltersProps {
  params: DirectoryParams;
  onChange: (params: DirectoryParams) => void;
}

/** The search box (debounced), the "Online now" filter and the order above the directory. */
export function MembersFilters({ params, onChange }: MembersFiltersProps) {
  const id = useId();
  // The text searches once typing settles; the other controls apply at once.
  const [text, setText] = useSettledSearch(
    params.search,
    (search) => onChange({ ...params, search }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className={filters} role="search" aria-label="Find members">
      <div className={searchField}>
        <label className={label} htmlFor={`${id}-search`}>
          Search members
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={input}
          placeholder="Name, specialization or skill"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <label className={option}>
        <input
          type="checkbox"
          checked={params.onlineOnly}
          onChange={(event) => onChange({ ...params, onlineOnly: event.target.checked })}
        />
        Online now
      </label>
      <label className={sortLabel}>
        Sort by
        <select
          className={select}
          value={params.sort}
          onChange={(event) => {
            const chosen = MEMBER_SORTS.find((choice) => choice.value === event.target.value);
            if (chosen) onChange({ ...params, sort: chosen.value });
          }}
        >
          {MEMBER_SORTS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
