// One pricing card: icon, name, price per period and GST, description,
// features and Start Free Trial. The popular plan is badged, highlighted and raised.
import { formatRupees } from "../../../src/text/format.ts";
import { gstLabel } from "../../../src/text/gst-label.ts";
import { trialHref } from "../../../src/view/links.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import type { Plan } from "../../../src/model/schema/plans.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { ExternalLink } from "../../ExternalLink.tsx";
import { Icon } from "../../Icon.tsx";
import { ContentText } from "../../ContentText.tsx";

interface Props {
  plan: Plan;
  pricing: Landing["pricing"];
  site: Site;
}

export function PlanCard({ plan, pricing, site }: Props) {
  const titleId = `plan-${plan.id}`;
  const gst = gstLabel(plan.gst, pricing.gstLabels);
  return (
    <li className={plan.popular ? "plan plan--popular" : "plan"}>
      <article aria-labelledby={titleId}>
        {plan.popular ? (
          <p className="plan__badge">
            <ContentText>{pricing.popularBadge}</ContentText>
          </p>
        ) : null}
        <span className="card__icon">
          <Icon name={plan.icon} />
        </span>
        <h3 id={titleId}>
          <ContentText>{plan.name}</ContentText>
        </h3>
        <p className="plan__price">
          <span className="plan__amount figure">{formatRupees(plan.price)}</span>
          <span className="plan__period">
            <ContentText>{pricing.periodLabels[plan.period]}</ContentText>
          </span>
          {gst ? (
            <span className="plan__gst">
              <ContentText of={plan.gst!.included ? pricing.gstLabels.included : pricing.gstLabels.excluded}>{gst}</ContentText>
            </span>
          ) : null}
        </p>
        <p className="plan__description">
          <ContentText>{plan.description}</ContentText>
        </p>
        <ul className="plan__features ticks">
          {plan.features.map((feature) => (
            <li key={feature}>
              <ContentText>{feature}</ContentText>
            </li>
          ))}
        </ul>
        <ExternalLink
          href={trialHref(site, plan)}
          className={plan.popular ? "button button--accent plan__cta" : "button button--primary plan__cta"}
          newTabNote={site.ui.newTabNote}
          event={{ name: "Start Free Trial", plan: plan.id }}
        >
          <ContentText>{pricing.trialLabel}</ContentText>
          <span className="visually-hidden">
            : <ContentText>{plan.name}</ContentText>
          </span>
        </ExternalLink>
      </article>
    </li>
  );
}
