// src/tools/legal/record.ts: what npm run legal writes to
// content/published.json: the pages named recorded under their dates, each
// plan's names, and the file with its keys sorted.
import { describe, expect, it } from "vitest";
import { EMPTY, legalPage, plans } from "../../../helpers/legal-page.ts";
import type { PublishedRecord } from "../../../../src/model/published.ts";
import { recordJson, recordPages } from "../../../../src/tools/legal/record.ts";

const page = legalPage("terms");
const pages = [page, legalPage("privacy"), legalPage("terms", "hi")];
const editions = [{ locale: { code: "en" }, plans }];
describe("recording", () => {
  it("records only the pages named, keeping the others as they were, and every page when none is named", () => {
    const old: PublishedRecord = { legal: { gone: { updated: "2020-01-01", texts: {} } }, planNames: {} };
    expect(Object.keys(recordPages(old, { pages, editions: [], sourceLocale: "en" }, [page.slug]).legal).sort()).toEqual(
      ["gone", page.slug].sort(),
    );
    expect(Object.keys(recordPages(old, { pages, editions: [], sourceLocale: "en" }).legal).sort()).toEqual(["privacy", "terms"]);
    expect(old.legal).toEqual({ gone: { updated: "2020-01-01", texts: {} } });
  });

  it("adds each plan's name to the names it was published under, once", () => {
    const once = recordPages(EMPTY, { pages: [], editions, sourceLocale: "en" });
    const renamed = [{ locale: { code: "en" }, plans: [{ ...plans[0]!, name: "New Name" }] }];
    const twice = recordPages(recordPages(once, { pages: [], editions, sourceLocale: "en" }), {
      pages: [],
      editions: renamed,
      sourceLocale: "en",
    });
    expect(twice.planNames.en).toEqual({ bot: ["AI Chat Bot", "New Name"], suite: ["Complete Solution"] });
  });

  it("writes the record with its keys sorted, so the same record is the same file", () => {
    const a: PublishedRecord = { planNames: { hi: { b: ["B"], a: ["A2", "A1"] } }, legal: {} };
    const b: PublishedRecord = { legal: {}, planNames: { hi: { a: ["A2", "A1"], b: ["B"] } } };
    expect(recordJson(a)).toBe(recordJson(b));
    expect(recordJson(a)).toBe(
      '{\n  "legal": {},\n  "planNames": {\n    "hi": {\n      "a": [\n        "A2",\n        "A1"\n      ],\n      "b": [\n        "B"\n      ]\n    }\n  }\n}\n',
    );
  });
});
