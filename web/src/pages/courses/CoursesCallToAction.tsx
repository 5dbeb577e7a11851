import { Link } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { actions, panel, title } from "./CoursesCallToAction.css";

export function CoursesCallToAction() {
  return (
    <section className={panel} aria-labelledby="courses-cta-title">
      <h2 id="courses-cta-title" className={title}>
        Not sure where to start?
      </h2>
      <p className={muted}>Create your student account and our team will help you pick the right track.</p>
      <div className={actions}>
        <Link to="/course-signup" className={buttonRecipe()}>
          Get Started Today
        </Link>
        <Link to="/community">Join Community</Link>
      </div>
    </section>
  );
}
