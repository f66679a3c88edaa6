// The hero: headline, one sentence, Book a Free Demo and Watch Demo Video, a
// trust line that leads with the proof (200+ agencies, 4.9/5), and beside it
// the moment a lead arrives.
import type { Landing } from "../src/schema/landing.ts";
import type { Site } from "../src/schema/site.ts";
import { formatFigure, keepHyphens } from "../src/format.ts";
import { demoHref, videoLink } from "../src/links.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { HeroPreview } from "./HeroPreview.tsx";
import { Icon } from "./Icon.tsx";

export function Hero({ site, landing }: { site: Site; landing: Landing }) {
  const { hero } = landing;
  const video = videoLink(site);
  const videoContent = (
    <>
      <Icon name="play" size={18} />
      {hero.videoLabel}
    </>
  );
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow eyebrow--pill">
            <Icon name="map-pin" size={16} />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title">{keepHyphens(hero.heading)}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <div className="hero__actions">
            <ExternalLink href={demoHref(site)} className="button button--accent button--large" newTabNote={site.ui.newTabNote}>
              {hero.demoLabel}
            </ExternalLink>
            {video.external ? (
              <ExternalLink href={video.href} className="button button--ghost button--large" newTabNote={site.ui.newTabNote}>
                {videoContent}
              </ExternalLink>
            ) : (
              <a href={video.href} className="button button--ghost button--large">
                {videoContent}
              </a>
            )}
          </div>
          <ul className="hero__trust">
            {landing.proof
              .filter((item) => item.inHero)
              .map((item) => (
                <li key={item.label} className="hero__proof">
                  <Icon name={item.figure.kind === "rating" ? "star" : "users"} size={18} />
                  <span>
                    <strong className="figure">{formatFigure(item.figure, site.words)}</strong> {item.label}
                  </span>
                </li>
              ))}
            {hero.trust.map((line) => (
              <li key={line}>
                <Icon name="circle-check" size={18} />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview landing={landing} />
      </div>
    </section>
  );
}
