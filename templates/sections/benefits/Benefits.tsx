// Benefits: the before/after comparison and the headline figures.
import { formatFigure } from "../../../src/text/format.ts";
import type { Words } from "../../../src/model/schema/fields.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Comparison } from "./Comparison.tsx";
import { ClaimBases } from "../../ClaimBases.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

/** `basisLabel` and `lang`: the note under the figures that gives each one's basis (ClaimBases.tsx). */
export function Benefits({
  benefits,
  words,
  basisLabel,
  lang,
}: {
  benefits: Landing["benefits"];
  words: Words;
  basisLabel: string;
  lang: string;
}) {
  return (
    <section id="benefits" className="section" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading id="benefits" eyebrow={benefits.eyebrow} heading={benefits.heading} intro={benefits.intro} />
        <ul className="stats">
          {benefits.stats.map((stat) => (
            <li key={stat.id} className="stat">
              <span className="stat__figure figure">{formatFigure(stat.figure, words)}</span>
              <span className="stat__label">
                <ContentText>{stat.label}</ContentText>
              </span>
            </li>
          ))}
        </ul>
        <ClaimBases claims={benefits.stats} label={basisLabel} words={words} lang={lang} />
        <Comparison comparison={benefits.comparison} />
      </div>
    </section>
  );
}
