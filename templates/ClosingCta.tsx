// The closing call to action: headline, Schedule My Free Demo, trust badges
// and the limited-time offer set off as a coupon.
import { formatFigure } from "../src/format.ts";
import { demoHref } from "../src/links.ts";
import type { Landing } from "../src/schema/landing.ts";
import type { Site } from "../src/schema/site.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { Icon } from "./Icon.tsx";

export function ClosingCta({ closing, site }: { closing: Landing["closing"]; site: Site }) {
  const { offer } = closing;
  return (
    <section id="book-demo" className="closing" aria-labelledby="book-demo-title">
      <div className="container closing__grid">
        <div className="closing__copy">
          <h2 id="book-demo-title">{closing.heading}</h2>
          <p className="closing__text">{closing.text}</p>
          <ExternalLink href={demoHref(site)} className="button button--accent button--large" newTabNote={site.ui.newTabNote}>
            <Icon name="calendar-check" size={20} />
            {closing.demoLabel}
          </ExternalLink>
          <ul className="badges">
            {closing.badges.map((badge) => (
              <li key={badge.label} className="badge">
                <span className="badge__figure figure">{formatFigure(badge.figure)}</span>
                <span className="badge__label">{badge.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <aside className="offer" aria-labelledby="offer-title">
          <p className="offer__label">
            <Icon name="badge-percent" size={18} />
            {offer.label}
          </p>
          <h3 id="offer-title" className="offer__heading">
            {offer.heading.replace("{discount}", `${offer.discount}%`)}
          </h3>
          <ul className="offer__perks">
            {offer.perks.map((perk) => (
              <li key={perk}>
                <Icon name="check" size={18} />
                {perk}
              </li>
            ))}
          </ul>
          <p className="offer__note">{offer.note}</p>
        </aside>
      </div>
    </section>
  );
}
