// Pricing: the plan cards, then what every plan includes and the guarantee.
import type { Landing } from "../../../src/model/schema/landing.ts";
import type { Plan } from "../../../src/model/schema/plans.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { Icon } from "../../Icon.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

export function Pricing({ pricing, plans, site }: { pricing: Landing["pricing"]; plans: Plan[]; site: Site }) {
  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading id="pricing" eyebrow={pricing.eyebrow} heading={pricing.heading} intro={pricing.intro} />
        <ul className="plans">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} pricing={pricing} site={site} />
          ))}
        </ul>
        <div className="pricing__notes">
          <p>
            <Icon name="users" size={20} />
            <ContentText>{pricing.included}</ContentText>
          </p>
          <p>
            <Icon name="shield-check" size={20} />
            <span>
              <strong>
                <ContentText of={pricing.guarantee.title}>
                  {pricing.guarantee.title.replace("{days}", String(pricing.guarantee.days))}
                </ContentText>
                .
              </strong>{" "}
              <ContentText>{pricing.guarantee.text}</ContentText>
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
