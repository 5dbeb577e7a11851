import { useTransition } from "react";
import { buttonRecipe } from "../button.css";

interface LoadMoreButtonProps {
  /** From Relay's usePaginationFragment: whether there is more, whether it is on its way, and the loader. */
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  /** How many more to load on each press. */
  count: number;
  label?: string;
  loadingLabel?: string;
  /** Placement in the caller's layout, besides the outline button's own look. */
  className?: string;
}

/**
 * The button under a growing list that loads its next page; gone once everything is shown. The
 * list on screen stays as it is while the page loads (a transition), and the button says so.
 */
export function LoadMoreButton({
  hasNext,
  isLoadingNext,
  loadNext,
  count,
  label = "Load more",
  loadingLabel = "Loading…",
  className,
}: LoadMoreButtonProps) {
  const [, startTransition] = useTransition();
  if (!hasNext) return null;
  return (
    <button
      type="button"
      className={
        className ? `${buttonRecipe({ variant: "outline" })} ${className}` : buttonRecipe({ variant: "outline" })
      }
      disabled={isLoadingNext}
      onClick={() =>
        startTransition(() => {
          loadNext(count);
        })
      }
    >
      {isLoadingNext ? loadingLabel : label}
    </button>
  );
}
