// The problem: scattered inquiries, manual data entry and lost leads, and what
// they cost each month.
import { formatFigure, keepHyphens } from "../src/format.ts";
import type { Words } from "../src/schema/fields.ts";
import type { Landing } from "../src/schema/landing.ts";
import { Icon } from "./Icon.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export function Problem({ problem, words }: { problem: Landing["problem"]; words: Words }) {
  return (
    <section id="problem" className="section section--muted" aria-labelledby="problem-title">
      <div className="container">
        <SectionHeading id="problem" eyebrow={problem.eyebrow} heading={problem.heading} intro={problem.intro} />
        <ul className="points">
          {problem.points.map((point) => (
            <li key={point.title} className="point">
              <span className="card__icon card__icon--warn">
                <Icon name={point.icon} />
              </span>
              <div>
                <h3>{keepHyphens(point.title)}</h3>
                <p>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="loss">
          <Icon name="trending-down" size={32} className="loss__icon" />
          <p>
            <span className="loss__figure figure">{formatFigure(problem.loss.figure, words)}</span> <span className="loss__label">{problem.loss.label}</span>
          </p>
          <p className="loss__note">{problem.loss.note}</p>
        </div>
      </div>
    </section>
  );
}
