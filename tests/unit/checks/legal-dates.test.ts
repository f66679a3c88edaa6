// src/checks/legal-dates.ts: a legal page whose text is not the one recorded
// under its date (content/published.json) is a check at its `updated:` line
// saying what changed.
import { describe, expect, it } from "vitest";
import { EMPTY, legalPage, plans } from "../../helpers/legal-page.ts";
import { legalDateChecks } from "../../../src/checks/legal-dates.ts";
import { formatDate } from "../../../src/text/format.ts";
import type { LegalPage } from "../../../src/model/load/legal-pages.ts";
import { recordPages } from "../../../src/tools/legal/record.ts";

const page = legalPage("terms");
const pages = [page, legalPage("privacy"), legalPage("terms", "hi")];
const editions = [{ locale: { code: "en" }, plans }];
/** The pages, recorded as they are. */
const record = recordPages(EMPTY, { pages, editions, sourceLocale: "en" });

/** The checks when `page` is replaced by its edited copy, as "line path: found". */
function checksWith(edit: (page: LegalPage) => LegalPage, base = record): string[] {
  const edited = pages.map((p) => (p === page ? edit(p) : p));
  return legalDateChecks(base, edited, "en").map((c) => `${c.line} ${c.path}: ${c.found}`);
}

describe("the legal pages' dates", () => {
  it("pass while each page's text is the one recorded under its date", () => {
    expect(legalDateChecks(record, pages, "en")).toEqual([]);
  });

  it("say when a page's text was edited, at its updated: line, with the command that records it", () => {
    const edited = { ...page, texts: { ...page.texts, body: `${page.texts.body}\nA new clause.` } };
    const [check, ...rest] = legalDateChecks(
      record,
      pages.map((p) => (p === page ? edited : p)),
      "en",
    );
    expect(rest).toEqual([]);
    expect(check).toMatchObject({
      file: page.updatedAt.file,
      line: page.updatedAt.line,
      path: "updated",
      found: `a text other than the one recorded under ${formatDate(page.meta.updated)}: its text was edited`,
      hint: `set today's date and record the new text: npm run legal updated ${page.slug}`,
    });
  });

  it("say which token's value moved, which is named now and which no longer", () => {
    const [first] = Object.keys(page.tokens);
    const tokens = { ...page.tokens, [first!]: "Something else", "offer.discount": "50%" };
    expect(checksWith((p) => ({ ...p, tokens }))).toEqual([
      `${page.updatedAt.line} updated: a text other than the one recorded under ${formatDate(page.meta.updated)}: {{${first}}} is now "Something else", was ${JSON.stringify(page.tokens[first!])}; {{offer.discount}} is named now`,
    ]);
    const { [first!]: _, ...fewer } = page.tokens;
    expect(checksWith((p) => ({ ...p, tokens: fewer }))[0]).toContain(`{{${first}}} is no longer named`);
  });

  it("say when a translation changed, or was published since", () => {
    const hindi = pages.find((p) => p.locale === "hi")!;
    const edited = pages.map((p) => (p === hindi ? { ...p, texts: { ...p.texts, title: "नया" } } : p));
    expect(legalDateChecks(record, edited, "en")[0]!.found).toContain("its text was edited (the hi translation)");
    const withoutHindi = recordPages(EMPTY, { pages: pages.slice(0, 2), editions, sourceLocale: "en" });
    expect(legalDateChecks(withoutHindi, pages, "en")[0]!.found).toContain("the hi translation, published since");
  });

  it("ask for a record when the date moved or the page has none", () => {
    expect(checksWith((p) => ({ ...p, meta: { ...p.meta, updated: "2030-01-01" } }))).toEqual([
      `${page.updatedAt.line} updated: a record of the text published on ${formatDate(page.meta.updated)}, the date it had before`,
    ]);
    expect(legalDateChecks(EMPTY, [page], "en").map((c) => c.found)).toEqual(["no record of this page"]);
  });
});
