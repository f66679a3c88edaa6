// src/model/load/tokens.ts: {{ settings.path }} tokens found with their line
// and column (closed or left open), filled from site.yaml's settings, and
// reported where they are written when they name no usable setting.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillData, findTokens, settingAt, tokenProblems, tokensInLines } from "../../../../src/model/load/tokens.ts";

const SETTINGS = { brand: { name: "TripReply", since: 2024 }, legal: { entity: "TripReply LLP", address: "{{brand.name}} House" } };

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

describe("a setting's text", () => {
  it("is the text or number at a dotted path, and nothing for a block, a missing key or an inherited one", () => {
    expect(settingAt(SETTINGS, "brand.name")).toBe("TripReply");
    expect(settingAt(SETTINGS, "brand.since")).toBe("2024");
    expect(settingAt(SETTINGS, "brand")).toBeUndefined();
    expect(settingAt(SETTINGS, "brand.nam")).toBeUndefined();
    expect(settingAt(SETTINGS, "brand.name.length")).toBeUndefined();
    expect(settingAt(SETTINGS, "constructor")).toBeUndefined();
    expect(settingAt({ list: ["a"] }, "list.0")).toBeUndefined();
  });
});

describe("filling data", () => {
  it("fills every known token in every string, at any depth, and leaves unknown ones and other values", () => {
    const data = { heading: "Meet {{ brand.name }}", list: ["© {{brand.since}} {{legal.entity}}", "{{brand.nam}}"], n: 3, ok: true };
    expect(fillData(data, SETTINGS)).toEqual({
      heading: "Meet TripReply",
      list: ["© 2024 TripReply LLP", "{{brand.nam}}"],
      n: 3,
      ok: true,
    });
  });

  it("leaves text alone when the settings could not be read", () => {
    expect(fillData("{{brand.name}}", undefined)).toBe("{{brand.name}}");
  });

  it("changes no data without a token", () => {
    const noToken = fc.string().filter((s) => !s.includes("{{"));
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: "small" }), noToken, (value, text) => {
        const data = { value, text };
        expect(fillData(data, SETTINGS)).toEqual(data);
      }),
    );
  });
});

describe("problems of tokens", () => {
  const problemsOf = (line: string) => tokenProblems("content/legal/terms.md", tokensInLines([line], 12), { settings: SETTINGS });

  it("none for a token naming a setting", () => {
    expect(problemsOf("By {{legal.entity}}, since {{ brand.since }}.")).toEqual([]);
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
          "a site setting such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name",
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
      found: '"legal.address", which holds "{{brand.name}} House"',
      hint: "write the setting out in full in site.yaml",
    });
  });

  it("names the examples it is given, and none while site.yaml is unreadable", () => {
    const tokens = tokensInLines(["{{nope}}"], 1);
    expect(tokenProblems("f", tokens, { settings: SETTINGS, examples: ["brand.name", "offer.discount"] })[0]!.expected).toBe(
      "a site setting or a fact such as brand.name, offer.discount",
    );
    expect(tokenProblems("f", tokens, { settings: undefined })).toEqual([]);
  });
});
