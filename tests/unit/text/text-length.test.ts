// src/text/text-length.ts: a text's length as a reader counts it, in
// grapheme clusters, never in UTF-16 units.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { graphemeCount, graphemesOf } from "../../../src/text/text-length.ts";

describe("a text's length", () => {
  it("counts a conjunct, a letter with its vowel sign and an emoji with its modifiers as one character each", () => {
    expect(graphemeCount("क्षि")).toBe(1);
    expect(graphemeCount("நோ")).toBe(1);
    expect(graphemeCount("👍🏽")).toBe(1);
    expect(graphemeCount("👩‍👩‍👧")).toBe(1);
    expect(graphemesOf("नमस्ते")).toEqual(["न", "म", "स्ते"]);
    expect(graphemeCount("")).toBe(0);
  });

  it("is the length of printable ASCII text, and the number of characters graphemesOf gives back in order", () => {
    fc.assert(fc.property(fc.stringMatching(/^[ -~]*$/), (text) => graphemeCount(text) === text.length));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const characters = graphemesOf(text);
        return characters.join("") === text && characters.length === graphemeCount(text);
      }),
    );
  });
});
