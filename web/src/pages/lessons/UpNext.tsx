import { graphql, useFragment } from "react-relay";
import type { UpNext_page$key } from "../../__generated__/UpNext_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted } from "../../ui/card.css";

interface UpNextProps {
  page: UpNext_page$key;
  /** A student's Continue completes the current lesson; null for everyone else. */
  onContinue: (() => void) | null;
}

/** What comes next: a Continue button, a disabled button, an unlock note or just its name. */
export function UpNext({ page, onContinue }: UpNextProps) {
  const data = useFragment(
    graphql`
      fragment UpNext_page on LessonPage {
        upNextTitle
        upNextState
        upNextAction
      }
    `,
    page,
  );
  if (!data.upNextTitle) return null;

  return (
    <section className={card} aria-labelledby="up-next-title">
      <h2 id="up-next-title" className={cardTitle}>
        Up Next
      </h2>
      <p>{data.upNextTitle}</p>
      {data.upNextState === "CONTINUE" && data.upNextAction ? (
        <button type="button" className={buttonRecipe({ fullWidth: true })} onClick={onContinue ?? undefined}>
          {data.upNextAction}
        </button>
      ) : null}
      {data.upNextState === "BLOCKED" && data.upNextAction ? (
        <button type="button" className={buttonRecipe({ variant: "outline", fullWidth: true })} disabled>
          {data.upNextAction}
        </button>
      ) : null}
      {data.upNextState === "UNLOCK_NOTE" && data.upNextAction ? <p className={muted}>{data.upNextAction}</p> : null}
    </section>
  );
}
