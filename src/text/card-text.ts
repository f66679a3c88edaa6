// What the link-preview card can draw. Its fonts (read from their @fontsource
// packages by src/outputs/social-images.ts) cover Latin, Greek, Cyrillic and
// every script of India's scheduled languages: Devanagari, Bengali (Assamese,
// Manipuri), Gujarati, Gurmukhi, Kannada, Malayalam, Odia, Tamil, Telugu,
// Meetei Mayek, Ol Chiki, and the Arabic script of Urdu, Kashmiri and Sindhi
// (in Nastaliq, as Urdu is written). A build reads only the fonts its cards'
// text needs. A character of any other script would be drawn as a box, so the
// fields a card shows are checked by their schemas (src/model/schema/fields.ts):
// letters of another script are a problem at their line. Emoji and symbols
// outside the fonts (✈️, →, ★) are decoration, and the card simply leaves them
// out; the page keeps them.
import coverage from "./card-fonts.json" with { type: "json" };

/** A Noto font of one Indian script, in the card's three weights. */
const noto = <const Script extends string>(name: string, script: Script) =>
  ({
    name: `Noto Sans ${name}`,
    package: `@fontsource/noto-sans-${script}`,
    prefix: `noto-sans-${script}`,
    subsets: [script],
    weights: [400, 700, 800],
  }) as const;

/**
 * Each @fontsource subset covers the characters of its unicode-range and
 * nothing else; a weight a font lacks is drawn in its nearest. `shaper`:
 * who lays out its glyphs. Satori shapes the Indic scripts as a browser does
 * (tests/browser/card-scripts.test.ts compares each with Chromium), but not
 * the marks and joins of Arabic script, which resvg shapes (with rustybuzz,
 * HarfBuzz's port) from the font file instead.
 */
export const CARD_FONTS = [
  {
    name: "Inter",
    package: "@fontsource/inter",
    prefix: "inter",
    subsets: ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"],
    weights: [400, 700, 800],
  },
  noto("Devanagari", "devanagari"),
  noto("Bengali", "bengali"),
  noto("Gujarati", "gujarati"),
  noto("Gurmukhi", "gurmukhi"),
  noto("Kannada", "kannada"),
  noto("Malayalam", "malayalam"),
  noto("Oriya", "oriya"),
  noto("Tamil", "tamil"),
  noto("Telugu", "telugu"),
  noto("Meetei Mayek", "meetei-mayek"),
  {
    name: "Noto Sans Ol Chiki",
    package: "@fontsource/noto-sans-ol-chiki",
    prefix: "noto-sans-ol-chiki",
    subsets: ["ol-chiki"],
    weights: [400, 700],
  },
  {
    name: "Noto Nastaliq Urdu",
    package: "@fontsource/noto-nastaliq-urdu",
    prefix: "noto-nastaliq-urdu",
    subsets: ["arabic"],
    weights: [400, 700],
    shaper: "resvg",
  },
] as const;

export type CardFont = (typeof CARD_FONTS)[number];

type Ranges = [number, number][];

/**
 * The code point ranges of one font subset, from card-fonts.json: the
 * packages' unicode.json files as ranges, written by `npm run schemas` (so a
 * schema reads no file; tests/schemas.test.ts fails while it is stale).
 */
export function subsetRanges(font: CardFont, subset: string): Ranges {
  const subsets: Record<string, number[][]> = coverage[font.package];
  return (subsets[subset] ?? []) as Ranges;
}

/** "U+0100-02BA,U+20AC" (a unicode-range) → [[0x100, 0x2ba], [0x20ac, 0x20ac]]. */
export function parseUnicodeRange(text: string): Ranges {
  return text
    .split(",")
    .filter(Boolean)
    .map((range) => {
      const [from, to = from] = range
        .trim()
        .replace(/^U\+/i, "")
        .split("-")
        .map((hex) => parseInt(hex, 16));
      return [from!, to!];
    });
}

export const inRanges = (code: number, ranges: Ranges) => ranges.some(([from, to]) => code >= from && code <= to);

const covers = (code: number) => CARD_FONTS.some((font) => font.subsets.some((subset) => inRanges(code, subsetRanges(font, subset))));

/** Letters and digits: what a text is written in, unlike symbols, emoji and their variation selectors. */
const WRITING = /[\p{L}\p{Nd}]/u;

/** Scripts an editor may write a title in that no card font has, named in messages. */
const SCRIPTS = ["Hebrew", "Thai", "Han", "Hiragana", "Katakana", "Hangul", "Sinhala", "Tibetan", "Armenian", "Georgian", "Ethiopic"];

/** The words of `text` with a letter or digit no card font has: [] when the card draws every word. */
export function undrawableWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => [...word].some((char) => WRITING.test(char) && !covers(char.codePointAt(0)!)));
}

/** How a message names them: Tamil words "குக்கீ கொள்கை". */
export function describeUndrawable(words: string[]): string {
  const text = words.join(" ");
  const script = SCRIPTS.find((name) => new RegExp(`\\p{Script=${name}}`, "u").test(text));
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text);
  return `${script ? `${script} ${words.length === 1 ? "word" : "words"}` : `${words.length === 1 ? "a word" : "words"} in a script`} ${shown}`;
}

/**
 * The text as the card draws it: characters no card font has (emoji with their
 * variation selectors and joiners, arrows, stars) or that satori found missing
 * (`leaveOut`) left out, and the spaces they leave closed up. The schemas have
 * already refused letters of other scripts.
 */
export function textForCard(text: string, leaveOut: ReadonlySet<string> = new Set()): string {
  const kept = [...text].filter((char, i, all) => {
    const code = char.codePointAt(0)!;
    if (leaveOut.has(char)) return false;
    // A zero-width joiner belongs to the emoji on either side of it.
    if (code === 0x200d) return covers(all[i - 1]?.codePointAt(0) ?? 0x20) && covers(all[i + 1]?.codePointAt(0) ?? 0x20);
    return covers(code);
  });
  return kept
    .join("")
    .replace(/\s{2,}/g, " ")
    .trim();
}
