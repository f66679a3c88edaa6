// The problem: scattered inquiries, manual data entry and lost leads, and what
// they cost each month.
import { formatFigure } from "../src/format.ts";
import type { Landing } from "../src/schema/landing.ts";
import { Icon } from "./Icon.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

export function Problem({ problem }: { problem: Landing["problem"] }) {
  return (
    <section id="problem" className="section section--muted" aria-labelledby="problem-title">
      <div className="container">
        <SectionHeading id="problem" eyebrow={problem.eyebrow} heading={problem.heading} intro={problem.intro} />
        <ul className="card-grid card-grid--3">
          {problem.points.map((point) => (
            <li key={point.title} className="card card--problem">
              <span className="card__icon card__icon--warn">
                <Icon name={point.icon} />
              </span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
        <div className="loss">
          <Icon name="trending-down" size={32} className="loss__icon" />
          <p>
            <span className="loss__figure figure">{formatFigure(problem.loss.figure)}</span> <span className="loss__label">{problem.loss.label}</span>
          </p>
          <p className="loss__note">{problem.loss.note}</p>
        </div>
      </div>
    </section>
  );
}
