import { buttonRecipe } from "../../ui/button.css";
import { checkoutUrl } from "./checkout";
import type { PricingPlan } from "./landingContent";
import { cta, features, period, popularBadge, popularCard, price } from "./PricingPlanCard.css";
import { card, cardTitle } from "./section.css";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

interface PricingPlanCardProps {
  plan: PricingPlan;
}

export function PricingPlanCard({ plan }: PricingPlanCardProps) {
  return (
    <article className={plan.popular ? `${card} ${popularCard}` : card}>
      {plan.popular ? <p className={popularBadge}>Popular</p> : null}
      <h3 className={cardTitle}>{plan.name}</h3>
      <p className={price}>
        {usd.format(plan.monthlyPrice)}
        <span className={period}> per month</span>
      </p>
      <ul className={features} aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* The checkout is an external payment page: a new tab without a handle back to this one. */}
      <a
        className={`${buttonRecipe({ variant: plan.popular ? "primary" : "outline", fullWidth: true })} ${cta}`}
        href={checkoutUrl(plan.id)}
        target="_blank"
        rel="noopener"
        aria-label={`Start Free Trial: ${plan.name} (opens in a new tab)`}
      >
        Start Free Trial
      </a>
    </article>
  );
}
