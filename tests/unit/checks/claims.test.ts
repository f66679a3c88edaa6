// The claims check (src/checks/claims.ts): a claimed figure without its basis
// on the launch list at its figure's line, a basis due for review after the
// period, each superlative at its own line and column, English and Hindi, and
// a figure typed into a text that no claimed figure says.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { claimFindings, dueForReview, illustrativePaths, superlativeNotices, typedFigureNotices } from "../../../src/checks/claims.ts";
import { parseYaml } from "../../../src/parse/yaml.ts";
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

describe("a figure typed into a text", () => {
  const words = {
    lakh: "lakh",
    crore: "crore",
    second: { one: "second", other: "seconds" },
    minute: { one: "minute", other: "minutes" },
    hour: { one: "hour", other: "hours" },
    day: { one: "day", other: "days" },
  };
  const text = (value: string, path: string, line: number): WrittenText => {
    const at = { file: "content/landing.yaml", line, column: 9, source: `  x: ${value}` };
    return { text: value, at, path, locate: (fragment) => ({ ...at, column: 6 + value.indexOf(fragment) }) };
  };

  it("that no claimed figure says is one notice per figure, at its first text, naming every text that says it", () => {
    const notices = typedFigureNotices(
      [
        text("Replies in 30 seconds, set up in 24 hours", "hero.heading", 3),
        text("30 seconds, 95% faster, 4.9/5 from 200+ agencies, ₹4.5 lakh+ more", "closing.text", 9),
        text("About 30 seconds", "benefits.rows[0].after", 12),
      ],
      [{ shown: "24 hours" }, { shown: "4.9/5" }],
      words,
    );
    expect(notices.map((notice) => notice.message.split('"')[1])).toEqual(["30 seconds", "95%", "200+", "₹4.5 lakh+"]);
    expect(notices[0]).toMatchObject({ line: 3, column: 17 });
    expect(notices[0]!.message).toContain("(hero.heading, closing.text, benefits.rows[0].after)");
  });

  it("in a basis, or in a block the schema marks illustrative, claims nothing", () => {
    const texts = [
      text("300 inquiries, 30% of them", "problem.loss.basis.measures", 1),
      text("₹1.2 lakh, 2 hours", "features.chat.messages[0].text", 2),
    ];
    expect(typedFigureNotices(texts, [], words, ["features.chat"])).toEqual([]);
    const schema = z.strictObject({
      features: z.strictObject({
        chat: z.strictObject({ messages: z.array(z.strictObject({ text: z.string() })) }).meta({ illustrative: true }),
        cards: z.array(z.strictObject({ text: z.string() })).optional(),
      }),
    });
    expect(illustrativePaths(schema)).toEqual(["features.chat"]);
  });
});
