// src/checks/figures.ts: the lint that finds a figure typed into a text that
// disagrees with the facts of the content: a ₹ price no plan has, another
// money-back period, another GST rate or inclusion, a plan's former name; each
// at its line and column.
import { describe, expect, it } from "vitest";
import type { Facts } from "../../../src/model/facts.ts";
import { figureProblems, textFigureProblems } from "../../../src/checks/figures.ts";

const BOT = { name: "AI Chat Bot", amount: "₹4,999", price: "₹4,999/month + 18% GST", period: "/month", gst: "+ 18% GST" };
const SUITE = { name: "Complete Solution", amount: "₹18,999", price: "₹18,999/month + 18% GST", period: "/month", gst: "+ 18% GST" };
const FACTS: Facts = {
  plans: { bot: BOT, suite: SUITE },
  pricing: { guarantee: { days: "30" } },
  gstTerms: [{ included: false, rate: 18 }],
  unknown: [],
};

/** Each problem of these lines (the first is line 10) as "line:column found". */
const found = (lines: string[], facts: Facts = FACTS) =>
  figureProblems({ file: "content/legal/terms.md", lines, firstLine: 10 }, facts).map((p) => `${p.line}:${p.column} ${p.found}`);

describe("a ₹ amount in a text", () => {
  it("passes when it is a plan's price, with or without a period", () => {
    expect(found(["Plans start at ₹4,999/month.", "The Complete Solution is ₹18,999 a month.", "₹ 4999 per month"])).toEqual([]);
  });

  it("is a problem when it is per period and no plan costs it, at its ₹ sign", () => {
    expect(found(["", "Plans cost ₹5,999/month."])).toEqual(["11:12 ₹5,999, which no plan costs"]);
    expect(found(["₹2.5 lakh a year"])).toEqual(["10:1 ₹2.5 lakh, which no plan costs"]);
  });

  it("is a problem on a line that names a plan when it is not that plan's price, even without a period", () => {
    const [problem] = figureProblems({ file: "t.md", lines: ["The complete solution costs ₹4,999."], firstLine: 1 }, FACTS);
    expect(problem).toMatchObject({
      line: 1,
      column: 29,
      expected: "the price plans.yaml gives Complete Solution: ₹18,999/month + 18% GST",
      found: "₹4,999, the price of AI Chat Bot",
      hint: "write the price as a token, so it follows plans.yaml: {{plans.suite.price}} (or {{plans.suite.amount}} without the period)",
    });
  });

  it("is not a price when it is neither per period nor on a plan's line (a fee, a refund)", () => {
    expect(found(["A late fee of ₹500 applies.", "Refunds above ₹1 lakh take a week."])).toEqual([]);
  });

  it("inside a token is the fact itself, and a column after a token is still the one written", () => {
    expect(found(["From {{plans.bot.price}} only."])).toEqual([]);
    expect(found(["{{plans.bot.name}}: ₹1/month"])).toEqual(["10:21 ₹1, which no plan costs"]);
  });
});

describe("the money-back guarantee's period", () => {
  it("passes when a line about it gives the content's days", () => {
    expect(found(["A 30-day money-back guarantee.", "Money back within 30 days."])).toEqual([]);
  });

  it("is a problem for other days on a line about it, at the number", () => {
    expect(found(["Ask for your money back within 14 days."])).toEqual(['10:32 "14 days" on a line about the money-back guarantee']);
    expect(found(["A 7-day money-back guarantee."])).toEqual(['10:3 "7-day" on a line about the money-back guarantee']);
  });

  it("leaves days on other lines alone", () => {
    expect(found(["Invoices are due within 14 days."])).toEqual([]);
  });
});

describe("GST", () => {
  it("passes the rate and the inclusion plans.yaml gives", () => {
    expect(found(["Prices are exclusive of 18% GST.", "All prices plus GST at 18%."])).toEqual([]);
  });

  it("is a problem at another rate named near GST, and not for a percentage that is no tax", () => {
    expect(found(["Prices are plus 12% GST."])).toEqual(['10:17 "12%" GST']);
    expect(found(["A 12% discount for yearly plans."])).toEqual([]);
  });

  it("is a problem when a text says prices include it and plans.yaml adds it, or the reverse", () => {
    expect(found(["Prices are inclusive of GST."])).toEqual([
      '10:12 "inclusive of GST" on a line about GST: the text says the prices include it',
    ]);
    const included: Facts = { ...FACTS, gstTerms: [{ included: true, rate: 18 }] };
    expect(found(["Prices are exclusive of GST."], included)).toEqual([
      '10:12 "exclusive of" on a line about GST: the text says the prices exclude it',
    ]);
    expect(found(["Prices include 18% GST."], included)).toEqual([]);
  });

  it("accepts either of two rates when plans are sold with two", () => {
    const two: Facts = {
      ...FACTS,
      gstTerms: [
        { included: false, rate: 18 },
        { included: false, rate: 5 },
      ],
    };
    expect(found(["Plus 5% GST on the bot, 18% GST on the rest."], two)).toEqual([]);
  });

  it("is not checked while plans.yaml gives no GST", () => {
    const { gstTerms: _, ...none } = FACTS;
    expect(found(["Prices are plus 12% GST."], none)).toEqual([]);
  });
});

describe("a language's own words", () => {
  const hindi: Facts = {
    ...FACTS,
    words: {
      periods: ["/महीना"],
      guarantee: "{days} दिन की मनी-बैक गारंटी",
      gst: { excluded: "+ {rate}% जीएसटी", included: "{rate}% जीएसटी सहित" },
    },
  };

  it("are checked as English ones are: a price per its period, the guarantee's days, the GST rate", () => {
    expect(found(["₹4,999/महीना से शुरू", "30 दिन की मनी-बैक गारंटी", "+ 18% जीएसटी"], hindi)).toEqual([]);
    expect(found(["₹5,999/महीना से शुरू", "14 दिन की मनी-बैक गारंटी", "+ 12% जीएसटी"], hindi)).toEqual([
      "10:1 ₹5,999, which no plan costs",
      '11:1 "14 दिन की मनी-बैक गारंटी" on a line about the money-back guarantee',
      '12:3 "12%" GST',
    ]);
  });

  it("say the inclusion too", () => {
    expect(found(["18% जीएसटी सहित"], hindi)).toEqual(['10:1 "18% जीएसटी सहित" on a line about GST: the text says the prices include it']);
  });
});

describe("a plan's former name", () => {
  const renamed: Facts = { ...FACTS, formerNames: [{ id: "suite", name: "Full Suite", now: "Complete Solution" }] };

  it("is a problem wherever it is written as a whole name, in any case", () => {
    const [problem, ...rest] = figureProblems({ file: "t.md", lines: ["Or take the full suite's extras."], firstLine: 3 }, renamed);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      line: 3,
      column: 13,
      expected: "the plan's name as it is now: Complete Solution",
      found: '"full suite", the name Complete Solution had before it was renamed',
      hint: "name the plan by token, so the text follows plans.yaml: {{plans.suite.name}}; if these words are not the plan's name, reword them",
    });
  });

  it("is not found inside a longer word", () => {
    expect(found(["The Full Suites and Full Suiteness."], renamed)).toEqual([]);
  });
});

describe("a text of a YAML file", () => {
  const source = "  intro: Plans from ₹5,999/month.";
  const at = { file: "content/landing.yaml", line: 7, column: 10, source };

  it("is pointed at to its column when it is on one line, with its field's path", () => {
    expect(textFigureProblems({ text: "Plans from ₹5,999/month.", at, locate: () => at, path: "pricing.intro" }, FACTS)).toMatchObject([
      { file: "content/landing.yaml", line: 7, column: 21, path: "pricing.intro", source },
    ]);
  });

  it("is pointed at its start when it runs over several lines", () => {
    const folded = { ...at, source: "  intro: >-" };
    expect(
      textFigureProblems({ text: "Plans from\n  ₹5,999/month.", at: folded, locate: () => folded, path: "pricing.intro" }, FACTS),
    ).toMatchObject([{ line: 7, column: 10, path: "pricing.intro" }]);
  });
});
