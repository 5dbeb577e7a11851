import { Link } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { actions, inner, lead, section, sectionTitle } from "./section.css";

export function CallToActionSection() {
  return (
    <section className={section.muted} aria-labelledby="cta-title">
      <div className={inner}>
        <h2 id="cta-title" className={sectionTitle}>
          Ready to start your cybersecurity career?
        </h2>
        <p className={lead}>Create your student account today and try any track free for two weeks.</p>
        <div className={actions}>
          <Link to="/course-signup" className={buttonRecipe()}>
            Create Your Account
          </Link>
          <a href="#pricing" className={buttonRecipe({ variant: "outline" })}>
            Compare Plans
          </a>
        </div>
      </div>
    </section>
  );
}
