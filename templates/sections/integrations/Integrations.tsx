// Integrations: the seven connections, and the onboarding steps that start
// with a Book Demo Call link.
import { demoHref } from "../../../src/view/links.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { ExternalLink } from "../../ExternalLink.tsx";
import { Icon } from "../../Icon.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

export function Integrations({ integrations, site }: { integrations: Landing["integrations"]; site: Site }) {
  return (
    <section id="integrations" className="section section--muted" aria-labelledby="integrations-title">
      <div className="container">
        <SectionHeading id="integrations" eyebrow={integrations.eyebrow} heading={integrations.heading} intro={integrations.intro} />
        <ul className="integrations">
          {integrations.items.map((item) => (
            <li key={item.id} className="integration">
              <span className="card__icon">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3>
                  <ContentText>{item.title}</ContentText>
                </h3>
                <p>
                  <ContentText>{item.text}</ContentText>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="onboarding">
          <h3 className="onboarding__title">
            <Icon name="rocket" size={20} />
            <ContentText>{integrations.onboarding.heading}</ContentText>
          </h3>
          <ol className="onboarding__steps">
            {integrations.onboarding.steps.map((step, i) => (
              <li key={step.id} className="onboarding__step">
                <span className="onboarding__number" aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  {step.bookDemo ? (
                    <ExternalLink
                      href={demoHref(site)}
                      className="onboarding__link"
                      newTabNote={site.ui.newTabNote}
                      event={{ name: "Book Demo", position: "integrations" }}
                    >
                      <ContentText>{step.title}</ContentText>
                    </ExternalLink>
                  ) : (
                    <strong>
                      <ContentText>{step.title}</ContentText>
                    </strong>
                  )}
                  <span className="onboarding__text">
                    <ContentText>{step.text}</ContentText>
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
