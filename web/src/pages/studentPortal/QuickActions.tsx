import { Link } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle } from "../../ui/card.css";
import { actions } from "./QuickActions.css";
import { COURSE_MATERIALS_URL, MENTOR_SCHEDULER_URL } from "./portalContent";

/** Continue lesson, community, and the two external sites in new tabs. */
export function QuickActions() {
  const button = buttonRecipe({ variant: "outline", fullWidth: true });
  return (
    <section className={card} aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className={cardTitle}>
        Quick Actions
      </h2>
      <div className={actions}>
        <Link to="/it-fundamentals" className={buttonRecipe({ fullWidth: true })}>
          Continue Lesson
        </Link>
        <Link to="/community" className={button}>
          Community
        </Link>
        <a href={MENTOR_SCHEDULER_URL} target="_blank" rel="noopener noreferrer" className={button}>
          Schedule Mentor Call
        </a>
        <a href={COURSE_MATERIALS_URL} target="_blank" rel="noopener noreferrer" className={button}>
          Course Materials
        </a>
      </div>
    </section>
  );
}
