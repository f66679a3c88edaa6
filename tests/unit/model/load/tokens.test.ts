// src/model/load/tokens.ts: {{…}} tokens found with their line and column
// (closed or left open); settings' filled from site.yaml before validation,
// facts' from the validated facts after, other tokens left alone; and a token
// naming no usable setting or fact reported where it is written, with the one
// it most likely means.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Facts } from "../../../../src/model/facts.ts";
import {
  factTokens,
  fillFacts,
  fillTokens,
  isFactToken,
  settingTokens,
  tokenProblems,
  valueAt,
} from "../../../../src/model/load/tokens.ts";
import { findTokens, tokensInLines } from "../../../../src/parse/token-syntax.ts";

const SETTINGS = { brand: { name: "TripReply", since: 2024 }, legal: { entity: "TripReply LLP", address: "{{brand.name}} House" } };

const FACTS: Facts = {
  plans: { bot: { name: "AI Chat Bot", amount: "₹4,999", price: "₹4,999/month", period: "/month", gst: "" } },
  pricing: { guarantee: { days: "30" } },
  offer: { discount: "{{brand.name}}%" },
  unknown: [],
};

describe("finding tokens", () => {
  it("finds each with its name trimmed, as written, at its offset, closed ones and open ones in order", () => {
    expect(findTokens("By {{ legal.entity }} and {{brand.name")).toEqual([
      { name: "legal.entity", raw: "{{ legal.entity }}", index: 3 },
      { name: "brand.name", raw: "{{brand.name", index: 26, unclosed: true },
    ]);
  });

  it("takes a {{ that another brace opens after as open", () => {
    expect(findTokens("{{brand {{legal.entity}}").map((t) => [t.name, t.unclosed])).toEqual([
      ["brand", true],
      ["legal.entity", undefined],
    ]);
  });

  // A text's {{ whose }} is on its next line is filled; it must not also be reported as reaching the page as written.
  it("finds one token for one {{, when its }} is on a later line", () => {
    expect(findTokens("Hello {{brand.name\n}} end")).toHaveLength(1);
  });

  it("finds none in a text without {{", () => {
    const noToken = fc.string().filter((text) => !text.includes("{{"));
    fc.assert(fc.property(noToken, (text) => findTokens(text).length === 0));
  });

  it("gives a token in lines its file's line and 1-based column, with the line as its source", () => {
    expect(tokensInLines(["title: x", "  by {{brand.name}}"], 5)).toEqual([
      { name: "brand.name", raw: "{{brand.name}}", line: 6, column: 6, source: "  by {{brand.name}}" },
    ]);
  });
});

describe("a fact token", () => {
  it("is one whose first name is a fact's", () => {
    expect(isFactToken("plans.bot.price")).toBe(true);
    expect(isFactToken("privacy.analytics")).toBe(true);
    expect(isFactToken("brand.name")).toBe(false);
    expect(isFactToken("plansx.bot")).toBe(false);
  });
});

describe("a token's value", () => {
  it("is the text or number at a dotted path, and nothing for a block, a missing key or an inherited one", () => {
    expect(valueAt(SETTINGS, "brand.name")).toBe("TripReply");
    expect(valueAt(SETTINGS, "brand.since")).toBe("2024");
    expect(valueAt(SETTINGS, "brand")).toBeUndefined();
    expect(valueAt(SETTINGS, "brand.nam")).toBeUndefined();
    expect(valueAt(SETTINGS, "brand.name.length")).toBeUndefined();
    expect(valueAt(SETTINGS, "constructor")).toBeUndefined();
    expect(valueAt({ list: ["a"] }, "list.0")).toBeUndefined();
  });
});

describe("filling settings", () => {
  it("fills every known token in every string, at any depth, and leaves unknown ones and other values", () => {
    const data = { heading: "Meet {{ brand.name }}", list: ["© {{brand.since}} {{legal.entity}}", "{{brand.nam}}"], n: 3, ok: true };
    expect(fillTokens(data, SETTINGS)).toEqual({
      heading: "Meet TripReply",
      list: ["© 2024 TripReply LLP", "{{brand.nam}}"],
      n: 3,
      ok: true,
    });
  });

  it("leaves text alone when the settings could not be read", () => {
    expect(fillTokens("{{brand.name}}", undefined)).toBe("{{brand.name}}");
  });

  it("changes no data without a token", () => {
    const noToken = fc.string().filter((s) => !s.includes("{{"));
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: "small" }), noToken, (value, text) => {
        const data = { value, text };
        expect(fillTokens(data, SETTINGS)).toEqual(data);
      }),
    );
  });

  it("keeps a key named __proto__ as data", () => {
    const data = JSON.parse('{"__proto__": "{{brand.name}}"}') as unknown;
    const filled = fillTokens(data, SETTINGS) as Record<string, unknown>;
    expect(Object.keys(filled)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
  });
});

describe("filling facts", () => {
  it("fills fact tokens, spaces inside the braces or not, and leaves settings' and unknown ones as written", () => {
    expect(fillFacts("{{ plans.bot.name }} from {{plans.bot.price}}, {{pricing.guarantee.days}} days", FACTS)).toBe(
      "AI Chat Bot from ₹4,999/month, 30 days",
    );
    expect(fillFacts("{{brand.name}} {{plans.nope.name}}", FACTS)).toBe("{{brand.name}} {{plans.nope.name}}");
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

describe("problems of settings' tokens", () => {
  const problemsOf = (line: string) => tokenProblems("content/legal/terms.md", tokensInLines([line], 12), settingTokens(SETTINGS));

  it("none for a token naming a setting, or a fact's, which waits for the facts", () => {
    expect(problemsOf("By {{legal.entity}}, since {{ brand.since }}, for {{plans.nope.price}}.")).toEqual([]);
  });

  it("an unknown setting at its line and column, with the closest setting as a guess", () => {
    expect(problemsOf("Set by {{ legal.entty }}.")).toEqual([
      {
        file: "content/legal/terms.md",
        line: 12,
        column: 8,
        path: "{{ legal.entty }}",
        source: "Set by {{ legal.entty }}.",
        expected:
          "a site setting or a fact such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name, plans.<id>.price, plans.<id>.name, plans.<id>.gst, pricing.guarantee.days, offer.discount, privacy.analytics",
        found: 'an unknown setting "legal.entty"',
        hint: "did you mean {{legal.entity}}?",
      },
    ]);
  });

  it("a token left open, with how to close it when it names a setting", () => {
    const [open] = problemsOf("Hello {{brand.name and more");
    expect(open).toMatchObject({ column: 7, hint: "close it: {{brand.name}}" });
    expect(open!.found).toContain("with no }} after it on its line");
    expect(problemsOf("Hello {{zzz")[0]!.hint).toBeUndefined();
  });

  it("a setting whose own text has a token, which would stay a token", () => {
    expect(problemsOf("At {{legal.address}}")[0]).toMatchObject({
      expected: "a setting whose own text has no {{…}} token",
      found: '"legal.address", which holds "{{brand.name}} House"',
      hint: "write the setting out in full in site.yaml",
    });
  });

  it("checks the tokens it is told to take, and none while site.yaml is unreadable", () => {
    const tokens = tokensInLines(["{{plans.nope}}"], 1);
    expect(
      tokenProblems(
        "f",
        tokens,
        settingTokens(SETTINGS, () => true),
      )[0]!.found,
    ).toBe('an unknown setting "plans.nope"');
    expect(tokenProblems("f", tokensInLines(["{{nope}}"], 1), settingTokens(undefined))).toEqual([]);
  });
});

describe("problems of fact tokens", () => {
  const problemsOf = (line: string, facts = FACTS) => tokenProblems("content/landing.yaml", tokensInLines([line], 4), factTokens(facts));

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
    expect(problemsOf("{{offer.discount}} off")[0]).toMatchObject({
      expected: "a fact whose own text has no {{…}} token",
      found: '"offer.discount", which holds "{{brand.name}}%"',
      hint: "write the fact out in full where it is set",
    });
  });

  it("none for known facts, settings' tokens, open tokens, or facts of a file that failed its schema", () => {
    expect(problemsOf("{{plans.bot.price}} {{brand.nam}} {{plans.x")).toEqual([]);
    expect(problemsOf("{{plans.nope.price}}", { unknown: ["plans"] })).toEqual([]);
  });
});
