// src/parse/characters.ts: a character a reader cannot see, or could
// take for another, named by code point and Unicode name and placed in its
// value.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BIDI_CONTROL, describeChar, hiddenCharacter } from "../../../src/parse/characters.ts";

describe("a character's description", () => {
  it("is its code point and name, or for a letter without a name here, its script", () => {
    expect(describeChar("\u200B")).toBe("U+200B ZERO WIDTH SPACE");
    expect(describeChar("\u0430")).toBe("U+0430 CYRILLIC SMALL LETTER A");
    expect(describeChar("\u0431")).toBe("U+0431, a Cyrillic letter");
    expect(describeChar("😀")).toBe("U+1F600");
  });

  it("says an before a script whose name starts with a vowel", () => {
    expect(describeChar("\u0562")).toBe("U+0562, an Armenian letter");
    expect(describeChar("\u0628")).toBe("U+0628, an Arabic letter");
  });
});

describe("the first hidden character of a value", () => {
  it("is found with where it is: after the text before it, shortened to its last 30 characters, or at its start", () => {
    expect(hiddenCharacter("+91 98765\u200B43210")).toEqual({
      index: 9,
      char: "\u200B",
      description: 'U+200B ZERO WIDTH SPACE after "+91 98765"',
    });
    expect(hiddenCharacter("\u00A0x")!.description).toBe("U+00A0 NO-BREAK SPACE at its start");
    expect(hiddenCharacter(`${"a".repeat(40)}\u2060`)!.description).toBe(`U+2060 WORD JOINER after "…${"a".repeat(30)}"`);
  });

  it("is none in ordinary text of any script, which may hold letters that look Latin", () => {
    expect(hiddenCharacter("नमस्ते, Привет — ₹4,999")).toBeUndefined();
  });

  it("in a value that should be plain ASCII, is any other character, a look-alike letter included", () => {
    expect(hiddenCharacter("hello@tripreply.in", true)).toBeUndefined();
    expect(hiddenCharacter("hell\u043E@tripreply.in", true)).toMatchObject({
      index: 4,
      description: 'U+043E CYRILLIC SMALL LETTER O after "hell"',
    });
    fc.assert(fc.property(fc.stringMatching(/^[ -~]*$/), (text) => hiddenCharacter(text, true) === undefined));
  });
});

describe("the direction controls", () => {
  it("are the embeddings, overrides and isolates, not the marks", () => {
    expect("a\u202Eb\u2066c\u200Fd".match(BIDI_CONTROL)).toEqual(["\u202E", "\u2066"]);
  });
});
