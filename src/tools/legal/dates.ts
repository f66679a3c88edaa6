// A legal page's date, kept with its text: which pages changed since the
// text recorded under their date (content/published.json), and the page's
// `updated:` line set to a new day. `npm run legal updated` sets it by hand;
// `npm run content -- settle`, which the pipeline runs before each build it
// publishes, sets it for every page whose text changed, so a price change
// that moves the Terms dates the Terms that same day with no one asking.
import type { LegalPage } from "../../model/load/legal-pages.ts";
import { legalDateChecks } from "../../checks/legal-dates.ts";
import type { PublishedRecord } from "../../model/published.ts";

/**
 * What each legal page of the source language needs: `dated`, the pages
 * whose text is no longer the one recorded under their unchanged date (to
 * date to today, and record); `recorded`, the pages whose date is not the
 * recorded one (a new page, or a date an editor set: recorded as it is).
 */
export function legalToSettle(
  record: PublishedRecord,
  pages: readonly LegalPage[],
  sourceLocale: string,
): { dated: LegalPage[]; recorded: LegalPage[] } {
  const dated: LegalPage[] = [];
  const recorded: LegalPage[] = [];
  for (const page of pages.filter((p) => p.locale === sourceLocale)) {
    const entry = record.legal[page.slug];
    if (!entry || entry.updated !== page.meta.updated) recorded.push(page);
    else if (
      legalDateChecks(
        record,
        pages.filter((p) => p.slug === page.slug),
        sourceLocale,
      ).length
    )
      dated.push(page);
  }
  return { dated, recorded };
}

/** The day a changed page is dated: today in India, or its effective date while that is still ahead (updated may not precede it). */
export const dayFor = (page: LegalPage, today: string) => (today > page.meta.effective ? today : page.meta.effective);

/**
 * The page's text with its `updated:` value set to `day`: the value alone
 * changes, as written (quoted or not), so the file's other lines and its line
 * endings stay as they are. Undefined when the line holds no date this can
 * change (then it is set by hand).
 */
export function withUpdated(text: string, page: Pick<LegalPage, "updatedAt">, day: string): string | undefined {
  const lines = text.split("\n");
  const index = page.updatedAt.line - 1;
  const line = lines[index];
  if (line === undefined) return undefined;
  const from = page.updatedAt.column - 1;
  const value = /^(["']?)\d{4}-\d{2}-\d{2}\1/.exec(line.slice(from));
  if (!value) return undefined;
  const quote = value[1] ?? "";
  lines[index] = `${line.slice(0, from)}${quote}${day}${quote}${line.slice(from + value[0].length)}`;
  return lines.join("\n");
}
