import { useId } from "react";
import { STUDENT_PAGE_SIZES } from "../../../../schema/adminRules";
import { buttonRecipe } from "../../ui/button.css";
import { input, label } from "../../ui/form/form.css";
import { pager, pagerButtons, pagerSize } from "./StudentPager.css";

interface StudentPagerProps {
  /** Position of the page's first student (1-based). */
  from: number;
  /** Students on this page. */
  shown: number;
  total: number;
  size: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSizeChange: (size: number) => void;
}

/** "26–50 of 10,000", the page steps, and how many students a page shows. */
export function StudentPager({
  from,
  shown,
  total,
  size,
  hasNext,
  busy,
  onPrevious,
  onNext,
  onSizeChange,
}: StudentPagerProps) {
  const id = useId();
  const to = from + shown - 1;
  const number = (n: number) => n.toLocaleString("en-US");
  return (
    <nav className={pager} aria-label="Student pages">
      <p aria-live="polite">
        {shown === 0 ? `0 of ${number(total)}` : `${number(from)}–${number(to)} of ${number(total)}`}
      </p>
      <div className={pagerButtons}>
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          disabled={busy || from <= 1}
          onClick={onPrevious}
        >
          Previous page
        </button>
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          disabled={busy || !hasNext || to >= total}
          onClick={onNext}
        >
          Next page
        </button>
      </div>
      <div className={pagerSize}>
        <label className={label} htmlFor={`${id}-size`}>
          Per page
        </label>
        <select id={`${id}-size`} className={input} value={size} onChange={(e) => onSizeChange(Number(e.target.value))}>
          {STUDENT_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
