// src/tools/legal/dates.ts: which legal pages changed since the text recorded
// under their date (dated today), which carry a date the record does not
// (recorded as they are), and the updated: line changed in place.
import { describe, expect, it } from "vitest";
import type { LegalPage } from "../../../../src/model/load/legal-pages.ts";
import { recordPages } from "../../../../src/tools/legal/record.ts";
import { dayFor, legalToSettle, withUpdated } from "../../../../src/tools/legal/dates.ts";

const page = (slug: string, body: string, updated = "2025-02-01"): LegalPage => ({
  slug,
  path: `/${slug}`,
  locale: "en",
  file: `content/legal/${slug}.md`,
  meta: { title: slug, description: "What it says.", effective: "2025-01-01", updated, order: 1, footer: true },
  html: "",
  toc: [],
  links: [],
  texts: { title: slug, description: "What it says.", body },
  tokens: {},
  updatedAt: { file: `content/legal/${slug}.md`, line: 5, column: 10, source: `updated: ${updated}` },
  bodyLine: 8,
});

describe("the legal pages to settle", () => {
  const record = recordPages(
    { legal: {}, planNames: {} },
    { pages: [page("terms", "A"), page("privacy", "B")], editions: [], sourceLocale: "en" },
  );

  it("are the pages whose text changed under the recorded date, to date today", () => {
    const { dated, recorded } = legalToSettle(record, [page("terms", "A, changed"), page("privacy", "B")], "en");
    expect(dated.map((p) => p.slug)).toEqual(["terms"]);
    expect(recorded).toEqual([]);
  });

  it("and the pages with a date the record does not have (an editor set it, or the page is new), to record as they are", () => {
    const { dated, recorded } = legalToSettle(
      record,
      [page("terms", "A, changed", "2026-11-20"), page("privacy", "B"), page("refunds", "C")],
      "en",
    );
    expect(dated).toEqual([]);
    expect(recorded.map((p) => p.slug)).toEqual(["terms", "refunds"]);
  });
});

describe("a page's new date", () => {
  it("is today, or the effective date while that is ahead", () => {
    expect(dayFor(page("terms", "A"), "2026-11-28")).toBe("2026-11-28");
    expect(dayFor({ ...page("terms", "A"), meta: { ...page("terms", "A").meta, effective: "2027-01-01" } }, "2026-11-28")).toBe(
      "2027-01-01",
    );
  });

  it("changes the value alone, as written, and nothing else of the file", () => {
    const text =
      "---\ntitle: Terms\ndescription: x\neffective: 2025-01-01\nupdated: '2025-02-01' # the last change\norder: 1\n---\n\nBody\r\n";
    expect(withUpdated(text, page("terms", "A"), "2026-11-28")).toBe(text.replace("'2025-02-01'", "'2026-11-28'"));
    expect(
      withUpdated("---\nupdated: soon\n", { updatedAt: { file: "x", line: 2, column: 10, source: "" } }, "2026-11-28"),
    ).toBeUndefined();
  });
});
