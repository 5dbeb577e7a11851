import type { DiscussionOrder } from "../../__generated__/DiscussionListPaginationQuery.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { FILTERS, SORTS, isDiscussionOrder } from "./boardFilters";
import { filters, select, sort, toolbar } from "./DiscussionToolbar.css";

interface DiscussionToolbarProps {
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  orderBy: DiscussionOrder;
  onOrderChange: (orderBy: DiscussionOrder) => void;
}

/** Filter buttons and the sort selector above the list. */
export function DiscussionToolbar({ category, onCategoryChange, orderBy, onOrderChange }: DiscussionToolbarProps) {
  return (
    <div className={toolbar}>
      <div className={filters} role="group" aria-label="Filter discussions">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={category === filter.category}
            className={buttonRecipe({ variant: category === filter.category ? "primary" : "outline" })}
            onClick={() => onCategoryChange(filter.category)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <label className={sort}>
        Sort by
        <select
          className={select}
          value={orderBy}
          onChange={(event) => {
            if (isDiscussionOrder(event.target.value)) onOrderChange(event.target.value);
          }}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
