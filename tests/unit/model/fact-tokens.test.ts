// src/model/fact-tokens.ts: fact tokens ({{plans.<id>.price}},
// {{pricing.guarantee.days}}) filled in content data from the validated
// facts, other tokens left alone, and a fact token naming no fact reported at
// its line and column with the fact it most likely means.
import { describe, expect, it } from "vitest";
import type { Facts } from "../../../src/model/facts.ts";
import { factTokenProblems, fillFacts, fillFactText, isFactToken } from "../../../src/model/fact-tokens.ts";
import { tokensInLines } from "../../../src/model/load/tokens.ts";

const FACTS: Facts = {
  plans: { bot: { name: "AI Chat Bot", amount: "₹4,999", price: "₹4,999/month", period: "/month", gst: "" } },
  pricing: { guarantee: { days: "30" } },
  offer: { discount: "{{brand.name}}%" },
  unknown: [],
};

describe("a fact token", () => {
  it("is one whose first name is a fact's", () => {
    expect(isFactToken("plans.bot.price")).toBe(true);
    expect(isFactToken("privacy.analytics")).toBe(true);
    expect(isFactToken("brand.name")).toBe(false);
    expect(isFactToken("plansx.bot")).toBe(false);
  });
});

describe("filling facts", () => {
  it("fills fact tokens, spaces inside the braces or not, and leaves settings' and unknown ones as written", () => {
    expect(fillFactText("{{ plans.bot.name }} from {{plans.bot.price}}, {{pricing.guarantee.days}} days", FACTS)).toBe(
      "AI Chat Bot from ₹4,999/month, 30 days",
    );
    expect(fillFactText("{{brand.name}} {{plans.nope.name}}", FACTS)).toBe("{{brand.name}} {{plans.nope.name}}");
  });

  it("copies only what holds a token, and never changes the data given", () => {
    const data = { a: { text: "{{plans.bot.name}}" }, b: { text: "plain" }, list: ["x", 1] };
    const filled = fillFacts(data, FACTS);
    expect(filled).toEqual({ a: { text: "AI Chat Bot" }, b: { text: "plain" }, list: ["x", 1] });
    expect(data.a.text).toBe("{{plans.bot.name}}");
    expect(filled.b).toBe(data.b);
    expect(filled.list).toBe(data.list);
    expect(fillFacts(data.b, FACTS)).toBe(data.b);
  });
});

describe("problems of fact tokens", () => {
  const problemsOf = (line: string, facts = FACTS) => factTokenProblems("content/landing.yaml", tokensInLines([line], 4), facts);

  it("an unknown fact at its line and column, with the closest fact as a guess", () => {
    expect(problemsOf("  intro: Take the {{plans.bott.name}}.")).toEqual([
      {
        file: "content/landing.yaml",
        line: 4,
        column: 19,
        path: "{{plans.bott.name}}",
        source: "  intro: Take the {{plans.bott.name}}.",
        expected: "a fact of the content, such as plans.<id>.name, plans.<id>.price, pricing.guarantee.days or offer.discount",
        found: 'an unknown fact "plans.bott.name"',
        hint: "did you mean {{plans.bot.name}}?",
      },
    ]);
  });

  it("a fact whose own text holds a token", () => {
    expect(problemsOf("{{offer.discount}} off")[0]).toMatchObject({ found: '"offer.discount", which holds "{{brand.name}}%"' });
  });

  it("none for known facts, settings' tokens, open tokens, or facts of a file that failed its schema", () => {
    expect(problemsOf("{{plans.bot.price}} {{brand.nam}} {{plans.x")).toEqual([]);
    expect(problemsOf("{{plans.nope.price}}", { unknown: ["plans"] })).toEqual([]);
  });
});
