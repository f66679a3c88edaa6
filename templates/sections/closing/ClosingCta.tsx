// The closing call to action: headline, Schedule My Free Demo (and Chat on
// WhatsApp when there is a number), trust badges and the limited-time offer
// set off as a coupon; under the badges, where their figures come from.
import { formatFigure, keepHyphens } from "../../../src/text/format.ts";
import { offerState, offerText } from "../../../src/text/offer-text.ts";
import { demoHref, whatsappHref } from "../../../src/view/links.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { ClaimBases } from "../../ClaimBases.tsx";
import { ExternalLink } from "../../ExternalLink.tsx";
import { Icon } from "../../Icon.tsx";
import { ContentText } from "../../ContentText.tsx";
import { WhatsAppButton } from "../../WhatsAppButton.tsx";

/** `lang`: the page's language tag, for the offer's last day ("Monday, 30 November", "सोमवार, 30 नवंबर"). */
export function ClosingCta({
  closing,
  proof,
  site,
  today,
  lang,
}: {
  closing: Landing["closing"];
  proof: Landing["proof"];
  site: Site;
  today: string;
  lang: string;
}) {
  const { offer } = closing;
  // The offer is shown until its last day, then left out (the build says so).
  const state = offerState(offer, today);
  const whatsapp = whatsappHref(site);
  return (
    <section id="book-demo" className="closing" aria-labelledby="book-demo-title">
      <div className={`container closing__grid${state.kind === "ended" ? " closing__grid--alone" : ""}`}>
        <div className="closing__copy">
          <h2 id="book-demo-title">
            <ContentText of={closing.heading}>{keepHyphens(closing.heading)}</ContentText>
          </h2>
          <p className="closing__text">
            <ContentText>{closing.text}</ContentText>
          </p>
          <div className="closing__actions">
            <ExternalLink
              href={demoHref(site)}
              className="button button--accent button--large"
              newTabNote={site.ui.newTabNote}
              event={{ name: "Book Demo", position: "closing" }}
            >
              <Icon name="calendar-check" size={20} />
              <ContentText>{closing.demoLabel}</ContentText>
            </ExternalLink>
            {whatsapp ? <WhatsAppButton href={whatsapp} site={site} /> : null}
          </div>
          <ul className="badges">
            {proof.map((badge) => (
              <li key={badge.id} className="badge">
                <span className="badge__figure figure">{formatFigure(badge.figure, site.words)}</span>
                <span className="badge__label">
                  <ContentText>{badge.label}</ContentText>
                </span>
              </li>
            ))}
          </ul>
          <ClaimBases claims={proof} label={site.ui.basisLabel} words={site.words} lang={lang} />
        </div>
        {state.kind === "ended" ? null : (
          <aside className="offer" aria-labelledby="offer-title">
            <p className="offer__label">
              <Icon name="badge-percent" size={18} />
              <ContentText>{offer.label}</ContentText>
            </p>
            <h3 id="offer-title" className="offer__heading">
              <ContentText of={offer.heading}>{offerText(offer.heading, { offer, state, locale: lang })}</ContentText>
            </h3>
            <ul className="offer__perks ticks">
              {offer.perks.map((perk) => (
                <li key={perk}>
                  <ContentText of={perk}>{offerText(perk, { offer, state, locale: lang })}</ContentText>
                </li>
              ))}
            </ul>
            {offer.note && (
              <p className="offer__note">
                <ContentText of={offer.note}>{offerText(offer.note, { offer, state, locale: lang })}</ContentText>
              </p>
            )}
          </aside>
        )}
      </div>
    </section>
  );
}
