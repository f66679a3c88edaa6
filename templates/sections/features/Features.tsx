// Features: the sample chat with its parsed details, the sample lead
// dashboard (or a real screenshot in place of either, or after both), and the
// feature cards.
import type { Pictures } from "../../../src/view/pictures.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { LeadDashboard } from "./LeadDashboard.tsx";
import { ParsedInquiry } from "./ParsedInquiry.tsx";
import { SampleChat } from "./SampleChat.tsx";
import { Screenshot } from "./Screenshot.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

export function Features({ features, pictures }: { features: Landing["features"]; pictures: Pictures }) {
  // A screenshot, when content gives one, takes the place of the sample it replaces, or follows both.
  const shot = features.screenshot;
  const screenshot = shot ? <Screenshot screenshot={shot} pictures={pictures} /> : null;
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features" eyebrow={features.eyebrow} heading={features.heading} intro={features.intro} />
        <div className="showcase">
          {shot?.replaces === "chat" ? (
            screenshot
          ) : (
            <div className="showcase__chat">
              <h3 className="showcase__label" id="sample-chat-title">
                <ContentText>{features.chat.heading}</ContentText>
              </h3>
              <SampleChat chat={features.chat} />
              <ParsedInquiry parsed={features.parsed} />
            </div>
          )}
          {shot?.replaces === "dashboard" ? screenshot : <LeadDashboard dashboard={features.dashboard} />}
        </div>
        {shot?.replaces === "none" ? <div className="showcase__more">{screenshot}</div> : null}
        <ul className="card-grid card-grid--4">
          {features.cards.map((card) => (
            <li key={card.id} className="card">
              <span className="card__icon">
                <Icon name={card.icon} />
              </span>
              <h3>
                <ContentText>{card.title}</ContentText>
              </h3>
              <p>
                <ContentText>{card.text}</ContentText>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
