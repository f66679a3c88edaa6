// The legal pages promise to change their date when their text changes. With
// the record of what was published (content/published.json, read by
// src/model/published.ts) the build keeps that promise: a page whose rendered
// text is no longer the one recorded under its date (a price its table names
// by token, a paragraph edited, a policy paragraph from configuration) is a
// check at its `updated:` line, saying what changed, until
// `npm run legal updated <page>` sets today's date and records the new text.
import type { LegalPage } from "../model/load/legal-pages.ts";
import type { ContentProblem } from "../parse/problem.ts";
import type { PublishedRecord, PublishedText } from "../model/published.ts";
import { textHash } from "../parse/json-record.ts";
import { formatDate } from "../text/format.ts";

/**
 * The legal pages whose text is not the one recorded under their date, each
 * at its `updated:` line, saying what changed. `pages`: every legal page of
 * every language published; a translation is checked with its English page,
 * whose date it shows.
 */
export function legalDateChecks(record: PublishedRecord, pages: readonly LegalPage[], sourceLocale: string): ContentProblem[] {
  const checks: ContentProblem[] = [];
  for (const page of pages.filter((p) => p.locale === sourceLocale)) {
    const { updated } = page.meta;
    const entry = record.legal[page.slug];
    const at = { ...page.updatedAt, path: "updated" };
    const shownDate = formatDate(updated);
    if (!entry || entry.updated !== updated) {
      checks.push({
        ...at,
        expected: `a record of the text published on ${shownDate}, so a later change of it is noticed`,
        found: entry ? `a record of the text published on ${formatDate(entry.updated)}, the date it had before` : "no record of this page",
        hint: `if the page as it is now is what was published on ${shownDate}, record it: npm run legal record ${page.slug}`,
      });
      continue;
    }
    const changes: string[] = [];
    for (const translated of pages.filter((p) => p.slug === page.slug)) {
      const now = publishedText(translated);
      const then = entry.texts[translated.locale];
      const language = translated.locale === sourceLocale ? "" : ` (the ${translated.locale} translation)`;
      if (!then) {
        changes.push(`the ${translated.locale} translation, published since`);
        continue;
      }
      if (then.hash !== now.hash) changes.push(`its text was edited${language}`);
      const names = [...new Set([...Object.keys(then.tokens), ...Object.keys(now.tokens)])].sort();
      const moved = names.filter((name) => then.tokens[name] !== now.tokens[name]);
      for (const name of moved)
        changes.push(
          now.tokens[name] === undefined
            ? `{{${name}}} is no longer named${language}`
            : then.tokens[name] === undefined
              ? `{{${name}}} is named now${language}`
              : `{{${name}}} is now ${JSON.stringify(now.tokens[name])}, was ${JSON.stringify(then.tokens[name])}${language}`,
        );
    }
    if (!changes.length) continue;
    checks.push({
      ...at,
      expected: `the date of the page's last change: it says its text has not changed since ${shownDate}`,
      found: `a text other than the one recorded under ${shownDate}: ${changes.join("; ")}`,
      hint: `set today's date and record the new text: npm run legal updated ${page.slug}`,
    });
  }
  return checks;
}

/**
 * A legal page's text as the record keeps it: what it says, as written with
 * its tokens (title, description, body), hashed; and each token's value.
 * Together they are the text the visitor reads, and apart they say what
 * changed: an edit, or a value. A change of how markdown becomes HTML is not
 * a change of the text, and does not move the date.
 */
export function publishedText(page: LegalPage): PublishedText {
  const { title, description, body } = page.texts;
  return { hash: textHash(`${title}\n${description}\n${body}`), tokens: page.tokens };
}
