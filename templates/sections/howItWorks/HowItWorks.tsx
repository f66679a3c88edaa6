// How it works: inquiry received → AI extracts details → auto-reply and lead.
import { HOW_IT_WORKS_ID } from "../../../src/view/links.ts";
import { keepHyphens } from "../../../src/text/format.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

export function HowItWorks({ howItWorks }: { howItWorks: Landing["howItWorks"] }) {
  return (
    <section id={HOW_IT_WORKS_ID} className="section section--muted" aria-labelledby={`${HOW_IT_WORKS_ID}-title`}>
      <div className="container">
        <SectionHeading id={HOW_IT_WORKS_ID} eyebrow={howItWorks.eyebrow} heading={howItWorks.heading} intro={howItWorks.intro} />
        <ol className="steps">
          {howItWorks.steps.map((step, i) => (
            <li key={step.id} className="step">
              <span className="card__icon">
                <Icon name={step.icon} />
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
              </span>
              <h3>
                <ContentText of={step.title}>{keepHyphens(step.title)}</ContentText>
              </h3>
              <p>
                <ContentText>{step.text}</ContentText>
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
