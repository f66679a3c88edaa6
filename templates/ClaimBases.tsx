// Where a group of claimed figures comes from: under the figures, a closed
// note whose summary says so (site.yaml's ui.basisLabel), listing each figure
// with its basis: what it measures, where it comes from and the day it was
// true on. A <details>, so it takes one line until a visitor opens it, and
// opens without a script. Figures without a basis are left out (the build
// lists them before launch); with none, nothing is drawn.
import { formatDate, formatFigure } from "../src/text/format.ts";
import type { Words } from "../src/model/schema/fields.ts";
import type { Landing } from "../src/model/schema/landing.ts";
import { ContentText } from "./ContentText.tsx";

type Claim = Pick<Landing["proof"][number], "id" | "figure" | "label" | "basis">;

/** `lang`: the page's language tag, for the dates ("31 October 2026", "31 अक्तूबर 2026"). */
export function ClaimBases({ claims, label, words, lang }: { claims: Claim[]; label: string; words: Words; lang: string }) {
  const based = claims.filter((claim) => claim.basis);
  if (!based.length) return null;
  return (
    <details className="bases">
      <summary>
        <ContentText>{label}</ContentText>
      </summary>
      <ul className="bases__list">
        {based.map(({ id, figure, label: counted, basis }) => (
          <li key={id}>
            <span className="bases__figure">
              {formatFigure(figure, words)} <ContentText>{counted}</ContentText>
            </span>
            : <ContentText>{basis!.measures}</ContentText>; <ContentText>{basis!.source}</ContentText>;{" "}
            <time dateTime={basis!.asOf}>{formatDate(basis!.asOf, lang)}</time>
          </li>
        ))}
      </ul>
    </details>
  );
}
