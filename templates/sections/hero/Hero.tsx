// The hero: headline, one sentence, Book a Free Demo and Watch Demo Video, a
// trust line that leads with the proof (200+ agencies, 4.9/5), and beside it
// the moment a lead arrives.
import type { Landing } from "../../../src/model/schema/landing.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { formatFigure, keepHyphens } from "../../../src/text/format.ts";
import { demoHref, videoLink } from "../../../src/view/links.ts";
import { ExternalLink } from "../../ExternalLink.tsx";
import { HeroPreview } from "./HeroPreview.tsx";
import { Icon } from "../../Icon.tsx";
import { ContentText } from "../../ContentText.tsx";
import { useConversion } from "../../tracking.ts";

export function Hero({ site, landing }: { site: Site; landing: Landing }) {
  const { hero } = landing;
  const video = videoLink(site);
  const videoMark = useConversion("button button--ghost button--large", { name: "Watch Demo Video" });
  const videoContent = (
    <>
      <Icon name="play" size={18} />
      <ContentText>{hero.videoLabel}</ContentText>
    </>
  );
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow eyebrow--pill">
            <Icon name="map-pin" size={16} />
            <ContentText>{hero.eyebrow}</ContentText>
          </p>
          <h1 id="hero-title">
            <ContentText of={hero.heading}>{keepHyphens(hero.heading)}</ContentText>
          </h1>
          <p className="hero__lead">
            <ContentText>{hero.lead}</ContentText>
          </p>
          <div className="hero__actions">
            <ExternalLink
              href={demoHref(site)}
              className="button button--accent button--large"
              newTabNote={site.ui.newTabNote}
              event={{ name: "Book Demo", position: "hero" }}
            >
              <ContentText>{hero.demoLabel}</ContentText>
            </ExternalLink>
            {video.external ? (
              <ExternalLink
                href={video.href}
                className="button button--ghost button--large"
                newTabNote={site.ui.newTabNote}
                event={{ name: "Watch Demo Video" }}
              >
                {videoContent}
              </ExternalLink>
            ) : (
              <a href={video.href} className={videoMark.className} {...videoMark.data}>
                {videoContent}
              </a>
            )}
          </div>
          <ul className="hero__trust">
            {landing.proof
              .filter((item) => item.inHero)
              .map((item) => (
                <li key={item.id} className="hero__proof">
                  <Icon name={item.figure.kind === "rating" ? "star" : "users"} size={18} />
                  <span>
                    <strong className="figure">{formatFigure(item.figure, site.words)}</strong> <ContentText>{item.label}</ContentText>
                  </span>
                </li>
              ))}
            {hero.trust.map((line) => (
              <li key={line}>
                <Icon name="circle-check" size={18} />
                <ContentText>{line}</ContentText>
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview landing={landing} />
      </div>
    </section>
  );
}
