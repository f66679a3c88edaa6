// The claims check (src/checks/claims.ts): a claimed figure without its basis
// on the launch list at its figure's line, a basis due for review after the
// period, and each superlative at its own line and column, English and Hindi.
import { describe, expect, it } from "vitest";
import { claimFindings, dueForReview, superlativeNotices } from "../../../src/checks/claims.ts";
import { parseYaml } from "../../../src/model/load/yaml.ts";
import type { WrittenText } from "../../../src/model/site-model.ts";

const parsed = (text: string) => {
  const { data, source, problems } = parseYaml("content/landing.yaml", text);
  expect(problems).toEqual([]);
  return { data, source };
};

describe("a claimed figure", () => {
  const yaml = [
    "proof:",
    "  - id: agencies",
    "    figure: { kind: count, value: 200, plus: true }",
    "    label: travel agencies",
    "  - id: rating",
    "    figure: { kind: rating, value: 4.9, outOf: 5 }",
    "    label: customer rating",
    "    basis:",
    "      measures: average of 212 Google reviews",
    "      source: Google Business Profile",
    "      asOf: 2025-11-01",
    "chat:",
    "  budget: 120000",
    "",
  ].join("\n");

  it("without a basis is on the launch list at its figure's line; a figure that is no claim (a budget) is not", () => {
    const { launch } = claimFindings(parsed(yaml), { today: "2026-01-01" });
    expect(launch).toMatchObject([{ kind: "value", path: "proof[0].basis", line: 3, column: 5 }]);
  });

  it("with a basis of the review period's age or more is due for review, at its asOf", () => {
    expect(claimFindings(parsed(yaml), { today: "2026-10-31" }).notices).toEqual([]);
    const { notices } = claimFindings(parsed(yaml), { today: "2026-11-01" });
    expect(notices).toMatchObject([{ line: 11, column: 13 }]);
    expect(notices[0]!.message).toBe(
      'the basis of proof[1] ("customer rating") is of 1 November 2025, more than 12 months ago: due for review. Check the figure, then set asOf to the day it was true on',
    );
    expect(claimFindings(parsed(yaml), { today: "2026-11-01", reviewAfterMonths: 24 }).notices).toEqual([]);
  });
});

describe("dueForReview", () => {
  it("counts calendar months, a month's end going to the shorter month's end", () => {
    expect(dueForReview("2025-08-31", "2026-02-27", 6)).toBe(false);
    expect(dueForReview("2025-08-31", "2026-02-28", 6)).toBe(true);
    expect(dueForReview("2024-02-29", "2025-02-28", 12)).toBe(true);
    expect(dueForReview("2024-02-29", "2025-02-27", 12)).toBe(false);
  });
});

describe("a superlative", () => {
  /** A text written on one line at line 5, column 9, its fragments found on it. */
  const written = (text: string, path = "hero.lead"): WrittenText => {
    const source = `  lead: ${text}`;
    const at = { file: "content/landing.yaml", line: 5, column: 9, source };
    return {
      text,
      at,
      path,
      locate: (fragment, occurrence) => {
        let index = source.indexOf(fragment, 8);
        for (let n = 0; n < occurrence; n++) index = source.indexOf(fragment, index + 1);
        return { ...at, column: index + 1 };
      },
    };
  };
  const words = (text: string) => superlativeNotices([written(text)]).map((notice) => notice.message.split('"')[1]);

  it("is each word that claims the best, first, certain or total, in English and Hindi, at its column", () => {
    expect(words("The fastest and best AI, #1 in India, with guaranteed bookings and 100% replies")).toEqual([
      "fastest",
      "best",
      "#1",
      "guaranteed",
      "100%",
    ]);
    expect(words("सबसे तेज़ जवाब, सर्वश्रेष्ठ सेवा, नंबर 1")).toEqual(["सबसे तेज़", "सर्वश्रेष्ठ", "नंबर 1"]);
    const [second] = superlativeNotices([written("Best of the best")]).slice(1);
    expect(second).toMatchObject({ line: 5, column: 9 + "Best of the ".length });
  });

  it("is not an offer's term, a word that only contains one, or a fact's token", () => {
    expect(words("A 30-day money-back guarantee, a 7-day guarantee, मनी-बैक गारंटी")).toEqual([]);
    expect(words("Bestow the fastestness of {{plans.best.name}}; 1000% growth")).toEqual([]);
  });
});
