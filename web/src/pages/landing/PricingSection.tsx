import { PricingPlanCard } from "./PricingPlanCard";
import { PRICING_PLANS, TRIAL_TEXT } from "./landingContent";
import { trial } from "./PricingSection.css";
import { cardGrid, inner, lead, section, sectionTitle } from "./section.css";

/** The three plans (spec 9), each opening the external checkout page in a new tab. */
export function PricingSection() {
  return (
    <section id="pricing" className={section.plain} aria-labelledby="pricing-title">
      <div className={inner}>
        <h2 id="pricing-title" className={sectionTitle}>
          Pricing plans
        </h2>
        <p className={lead}>One monthly price per track: labs, mentors and the community included.</p>
        <p className={trial}>{TRIAL_TEXT}</p>
        <ul className={cardGrid}>
          {PRICING_PLANS.map((plan) => (
            <li key={plan.id}>
              <PricingPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
