// The problem: scattered inquiries, manual data entry and lost leads, and what
// they cost each month.
import { formatFigure, keepHyphens } from "../../../src/text/format.ts";
import type { Words } from "../../../src/model/schema/fields.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { ClaimBases } from "../../ClaimBases.tsx";
import { Icon } from "../../Icon.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

/** `basisLabel` and `lang`: the note under the loss that gives its basis (ClaimBases.tsx). */
export function Problem({
  problem,
  words,
  basisLabel,
  lang,
}: {
  problem: Landing["problem"];
  words: Words;
  basisLabel: string;
  lang: string;
}) {
  return (
    <section id="problem" className="section section--muted" aria-labelledby="problem-title">
      <div className="container">
        <SectionHeading id="problem" eyebrow={problem.eyebrow} heading={problem.heading} intro={problem.intro} />
        <ul className="points">
          {problem.points.map((point) => (
            <li key={point.id} className="point">
              <span className="card__icon card__icon--warn">
                <Icon name={point.icon} />
              </span>
              <div>
                <h3>
                  <ContentText of={point.title}>{keepHyphens(point.title)}</ContentText>
                </h3>
                <p>
                  <ContentText>{point.text}</ContentText>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="loss">
          <Icon name="trending-down" size={32} className="loss__icon" />
          <p>
            <span className="loss__figure figure">{formatFigure(problem.loss.figure, words)}</span>{" "}
            <span className="loss__label">
              <ContentText>{problem.loss.label}</ContentText>
            </span>
          </p>
          <p className="loss__note">
            <ContentText>{problem.loss.note}</ContentText>
          </p>
        </div>
        <ClaimBases claims={[{ id: "loss", ...problem.loss }]} label={basisLabel} words={words} lang={lang} />
      </div>
    </section>
  );
}
