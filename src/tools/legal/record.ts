// What `npm run legal` and `npm run content -- settle` write to
// content/published.json (read by src/model/published.ts): the legal pages'
// texts recorded under their dates, and every name each plan has been
// published under, with the keys sorted so the file changes only where a page
// or a name did.
import type { LegalPage } from "../../model/load/legal-pages.ts";
import { isBlock } from "../../parse/json-record.ts";
import type { PublishedRecord } from "../../model/published.ts";
import { publishedText } from "../../checks/legal-dates.ts";
import type { Plan } from "../../model/schema/plans.ts";

/**
 * The record with `pages` (their slugs; every legal page when none is named)
 * recorded as they are, and every plan's name of every language added to the
 * names it has been published under.
 */
export function recordPages(
  record: PublishedRecord,
  {
    pages,
    editions,
    sourceLocale,
  }: { pages: readonly LegalPage[]; editions: readonly { locale: { code: string }; plans: readonly Plan[] }[]; sourceLocale: string },
  slugs?: readonly string[],
): PublishedRecord {
  const next: PublishedRecord = structuredClone(record);
  // Recording every page drops the pages that are gone.
  if (!slugs?.length) next.legal = {};
  for (const page of pages.filter((p) => p.locale === sourceLocale && (!slugs?.length || slugs.includes(p.slug)))) {
    const texts = Object.fromEntries(pages.filter((p) => p.slug === page.slug).map((p) => [p.locale, publishedText(p)]));
    next.legal[page.slug] = { updated: page.meta.updated, texts };
  }
  return withPlanNames(next, editions);
}

/** The record with every plan's name of every language added to the names it has been published under. */
export function withPlanNames(
  record: PublishedRecord,
  editions: readonly { locale: { code: string }; plans: readonly Plan[] }[],
): PublishedRecord {
  const next: PublishedRecord = structuredClone(record);
  for (const edition of editions) {
    const names = (next.planNames[edition.locale.code] ??= {});
    for (const plan of edition.plans) {
      const known = (names[plan.id] ??= []);
      if (!known.includes(plan.name)) known.push(plan.name);
    }
  }
  return next;
}

/** The record as the tooling writes it: keys sorted, so the file changes only where a page or a name did. */
export function recordJson(record: PublishedRecord): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value
      : isBlock(value)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort(value[key])]),
          )
        : value;
  return `${JSON.stringify(sort(record), null, 2)}\n`;
}
