// src/text/format.ts: numbers, money and dates as the site writes them;
// src/text/text-length.ts: how long a text is, as a reader counts it.
import { describe, expect, it } from "vitest";
import {
  copyrightYears,
  formatDate,
  formatDay,
  formatFigure,
  formatRupees,
  formatRupeesShort,
  keepHyphens,
  tracksTight,
} from "../../../src/text/format.ts";
import type { Words } from "../../../src/model/schema/fields.ts";
import { graphemeCount } from "../../../src/text/text-length.ts";

const words: Words = {
  lakh: "lakh",
  crore: "crore",
  second: { one: "second", other: "seconds" },
  minute: { one: "minute", other: "minutes" },
  hour: { one: "hour", other: "hours" },
  day: { one: "day", other: "days" },
};

describe("formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(formatRupees(7499)).toBe("₹7,499");
    expect(formatRupees(130000)).toBe("₹1,30,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("writes large amounts in lakh and crore, in the page's words", () => {
    expect(formatRupeesShort(370000, words)).toBe("₹3.7 lakh");
    expect(formatRupeesShort(20000000, words)).toBe("₹2 crore");
    expect(formatRupeesShort(99999, words)).toBe("₹99,999");
    expect(formatRupeesShort(370000, { ...words, lakh: "लाख" })).toBe("₹3.7 लाख");
  });

  it("writes each kind of figure", () => {
    expect(formatFigure({ kind: "percent", value: 95 }, words)).toBe("95%");
    expect(formatFigure({ kind: "count", value: 1200, plus: true }, words)).toBe("1,200+");
    expect(formatFigure({ kind: "rating", value: 4.9, outOf: 5 }, words)).toBe("4.9/5");
    expect(formatFigure({ kind: "rupees", value: 500000, plus: true }, words)).toBe("₹5 lakh+");
    expect(formatFigure({ kind: "duration", value: 1, unit: "hour" }, words)).toBe("1 hour");
    expect(formatFigure({ kind: "duration", value: 24, unit: "hour" }, words)).toBe("24 hours");
  });

  it("writes dates in each language, whatever the machine's time zone", () => {
    expect(formatDate("2024-08-15")).toBe("15 August 2024");
    expect(formatDate("2024-08-15", "hi-IN")).toBe("15 अगस्त 2024");
    expect(formatDay("2026-11-30")).toBe("Monday, 30 November");
  });

  it("keeps a hyphenated word whole in a heading, and leaves a dash between words alone", () => {
    expect(keepHyphens("ready-to-close leads")).toBe("ready\u2011to\u2011close leads");
    expect(keepHyphens("fast - and free")).toBe("fast - and free");
  });

  it("counts characters as a reader sees them: grapheme clusters, not UTF-16 units", () => {
    expect(graphemeCount("Tour")).toBe(4);
    expect(graphemeCount("क्षि")).toBe(1);
    expect("क्षि".length).toBe(4);
    expect(graphemeCount("கொடை")).toBe(2);
    expect(graphemeCount("👍🏽 ok")).toBe(4);
  });

  it("sets display text tight only in a cased alphabet", () => {
    expect(tracksTight("Terms of Service")).toBe(true);
    expect(tracksTight("Политика")).toBe(true);
    expect(tracksTight("गोपनीयता नीति")).toBe(false);
    expect(tracksTight("AI से हर जवाब")).toBe(false);
    expect(tracksTight("سفر کی بکنگ")).toBe(false);
  });

  it("gives the copyright line one year, or a range once the build's year is later", () => {
    expect(copyrightYears(2025, "2025-12-31")).toBe("2025");
    expect(copyrightYears(2025, "2026-01-01")).toBe("2025–2026");
  });
});
