// What one language's landing page must share with the source's whatever the
// content says: the same sections in the same order, and in each section
// every number the source's shows (prices, figures, times, dates, counts),
// written with the same Latin digits. These hold after any true edit, so the
// live content's check (tests/live/) and the frozen content's tests use them.
import { visibleText } from "./site.ts";

interface Section {
  /** Its id, or its class when it has none (the hero, the logos). */
  name: string;
  html: string;
}

/** The page's sections in order; the header and footer count as sections too, since they carry contacts and prices' small print. */
function sectionsOf(html: string): Section[] {
  const parts = Array.from(
    html.matchAll(/<(section|header|footer)\b(?: id="([^"]+)")?(?: class="([a-z-]+)[^"]*")?[^>]*>([\s\S]*?)<\/\1>/g),
    (m) => ({ name: m[2] ?? m[3] ?? m[1]!, html: m[4]! }),
  );
  return parts;
}

/** Numbers as a reader sees them: ₹7,499, ₹1,30,000, 200+, 4.9/5, 24×7, 10:41, 2024. */
const numbersIn = (html: string): string[] => visibleText(html).match(/₹?\d[\d,.:×/]*\d|\d/g) ?? [];

/**
 * What `other` lacks of `source`: each section missing (or out of order), and
 * each number of a source section that its counterpart does not show as
 * often, named by section. Empty when the relation holds.
 */
export function differencesFrom(source: string, other: string): string[] {
  const ours = sectionsOf(source);
  const theirs = sectionsOf(other);
  const names = (s: Section[]) => s.map((x) => x.name).join(", ");
  if (names(ours) !== names(theirs)) return [`sections: ${names(ours)} in the source, ${names(theirs)} here`];
  return ours.flatMap((section, i) => {
    const left = numbersIn(theirs[i]!.html);
    const missing: string[] = [];
    for (const number of numbersIn(section.html)) {
      const at = left.indexOf(number);
      if (at < 0) missing.push(number);
      else left.splice(at, 1);
    }
    return missing.length ? [`${section.name}: ${missing.join(", ")} not shown`] : [];
  });
}
