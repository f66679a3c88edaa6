// src/text/card-text.ts: what the link-preview card can draw with its
// fonts: the words of a title no card font has, named by script, and the text
// as drawn, with symbols and emoji no font has left out.
import { describe, expect, it } from "vitest";
import { describeUndrawable, inRanges, parseUnicodeRange, textForCard, undrawableWords } from "../../../src/text/card-text.ts";

describe("a unicode-range", () => {
  it("is read as ranges, a single code point as a range of one", () => {
    const ranges = parseUnicodeRange("U+0100-02BA, U+20AC,u+0000-00FF");
    expect(ranges).toEqual([
      [0x100, 0x2ba],
      [0x20ac, 0x20ac],
      [0, 0xff],
    ]);
    expect(inRanges(0x20ac, ranges)).toBe(true);
    expect(inRanges(0x2bb, ranges)).toBe(false);
  });
});

describe("the words a card cannot draw", () => {
  it("are none for the scripts of India, Latin, Greek, Cyrillic and Urdu", () => {
    expect(undrawableWords("Privacy Policy गोपनीयता नीति குக்கீ கொள்கை Ελληνικά Русский رازداری ᱥᱟᱱᱛᱟᱲᱤ")).toEqual([]);
  });

  it("are each word with a letter or digit no card font has, symbols and emoji aside", () => {
    expect(undrawableWords("Terms 利用規約 ★ 🙂 שלום")).toEqual(["利用規約", "שלום"]);
  });

  it("are named by their script when it is known, and shortened past 40 characters", () => {
    expect(describeUndrawable(["שלום"])).toBe('Hebrew word "שלום"');
    expect(describeUndrawable(["利用規約", "規約"])).toBe('Han words "利用規約 規約"');
    expect(describeUndrawable(["ꦗꦮ"])).toBe('a word in a script "ꦗꦮ"');
    expect(describeUndrawable(["x".repeat(50)])).toBe(`a word in a script "${"x".repeat(39)}…"`);
  });
});

describe("the text as the card draws it", () => {
  it("leaves out what no font has, an emoji with its joiners, and closes the space it leaves", () => {
    expect(textForCard("Book ★ your 👩‍💻 demo ✅")).toBe("Book your demo");
    expect(textForCard("हर ट्रैवल इंक्वायरी")).toBe("हर ट्रैवल इंक्वायरी");
  });

  it("leaves out what the renderer found missing", () => {
    expect(textForCard("A € price", new Set(["€"]))).toBe("A price");
  });
});
