import { Lock } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { LockedModuleNotice_page$key } from "../../__generated__/LockedModuleNotice_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted } from "../../ui/card.css";

interface LockedModuleNoticeProps {
  page: LockedModuleNotice_page$key;
  isStudent: boolean;
}

/** Instead of a locked module's lessons: what to finish first, with a link to it. */
export function LockedModuleNotice({ page, isStudent }: LockedModuleNoticeProps) {
  const data = useFragment(
    graphql`
      fragment LockedModuleNotice_page on LessonPage {
        title
        lockRequirement
        finishFirst {
          title
          path
        }
      }
    `,
    page,
  );

  return (
    <section className={card} aria-labelledby="locked-module-title">
      <h2 id="locked-module-title" className={cardTitle}>
        <Lock aria-hidden="true" size={18} /> {data.title} is locked
      </h2>
      <p>{data.lockRequirement}</p>
      {data.finishFirst?.path ? (
        <Link to={data.finishFirst.path} className={buttonRecipe({})}>
          Go to {data.finishFirst.title}
        </Link>
      ) : null}
      {isStudent ? null : (
        <p className={muted}>
          <Link to="/student-login">Sign in as a student</Link> to follow your own learning path.
        </p>
      )}
    </section>
  );
}
