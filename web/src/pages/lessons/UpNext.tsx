import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation, useNavigate } from "react-router-dom";
import type { UpNext_page$key } from "../../__generated__/UpNext_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted } from "../../ui/card.css";
import { lessonHref, studentUpNext } from "./lessonNavigation";

interface UpNextProps {
  page: UpNext_page$key;
  /** The lesson shown. */
  current: number;
  /** A student's Up Next follows their progress; everyone else sees the page's sample (spec 2). */
  isStudent: boolean;
}

/** What comes next: a Continue button, a disabled button, an unlock note or just its name. */
export function UpNext({ page, current, isStudent }: UpNextProps) {
  const data = useFragment(
    graphql`
      fragment UpNext_page on LessonPage {
        upNextTitle
        upNextState
        upNextAction
        outline {
          number
          title
          completed
        }
        nextModule {
          title
          status
          path
          lockRequirement
        }
      }
    `,
    page,
  );
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Continue moves to that lesson's address; marking a lesson done is CurrentLesson's own button.
  const continueTo = (number: number) => (
    <button
      type="button"
      className={buttonRecipe({ fullWidth: true })}
      onClick={() => void navigate(lessonHref(pathname, number))}
    >
      Continue to Next Lesson
    </button>
  );
  if (isStudent) {
    const outline = data.outline.map(({ number, title, completed }) => ({ number, title, completed }));
    const nextModule = data.nextModule
      ? {
          title: data.nextModule.title,
          status: data.nextModule.status,
          path: data.nextModule.path,
          lockRequirement: data.nextModule.lockRequirement,
        }
      : null;
    const next = studentUpNext(outline, current, nextModule);
    if (!next) return null;
    return (
      <UpNextCard title={next.title}>
        {next.kind === "lesson" ? continueTo(next.number) : null}
        {next.kind === "module" ? (
          <Link to={next.path} className={buttonRecipe({ fullWidth: true })}>
            Start Next Module
          </Link>
        ) : null}
        {next.kind === "lockedModule" ? <p className={muted}>{next.note}</p> : null}
      </UpNextCard>
    );
  }
  if (!data.upNextTitle) return null;

  return (
    <UpNextCard title={data.upNextTitle}>
      {data.upNextState === "CONTINUE" && data.upNextAction ? continueTo(current + 1) : null}
      {data.upNextState === "BLOCKED" && data.upNextAction ? (
        <button type="button" className={buttonRecipe({ variant: "outline", fullWidth: true })} disabled>
          {data.upNextAction}
        </button>
      ) : null}
      {data.upNextState === "UNLOCK_NOTE" && data.upNextAction ? <p className={muted}>{data.upNextAction}</p> : null}
    </UpNextCard>
  );
}

function UpNextCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby="up-next-title">
      <h2 id="up-next-title" className={cardTitle}>
        Up Next
      </h2>
      <p>{title}</p>
      {children}
    </section>
  );
}
