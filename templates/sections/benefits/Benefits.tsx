// Benefits: the before/after comparison and the headline figures.
import { formatFigure } from "../../../src/model/format.ts";
import type { Words } from "../../../src/model/schema/fields.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Comparison } from "./Comparison.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { Text } from "../../Text.tsx";

export function Benefits({ benefits, words }: { benefits: Landing["benefits"]; words: Words }) {
  return (
    <section id="benefits" className="section" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading id="benefits" eyebrow={benefits.eyebrow} heading={benefits.heading} intro={benefits.intro} />
        <ul className="stats">
          {benefits.stats.map((stat) => (
            <li key={stat.id} className="stat">
              <span className="stat__figure figure">{formatFigure(stat.figure, words)}</span>
              <span className="stat__label">
                <Text>{stat.label}</Text>
              </span>
            </li>
          ))}
        </ul>
        <Comparison comparison={benefits.comparison} />
      </div>
    </section>
  );
}
