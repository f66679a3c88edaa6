// Characters an editor cannot see, or cannot tell from another: spaces other
// than the space, joiners and marks, the controls that change the direction
// of text, and letters of other scripts that look like Latin ones. A problem
// caused by one names it (code point and Unicode name) and says where it is
// in the value, so "found" never reads the same as what was expected.

const NAMES: Record<number, string> = {
  0x00a0: "NO-BREAK SPACE",
  0x00ad: "SOFT HYPHEN",
  0x034f: "COMBINING GRAPHEME JOINER",
  0x061c: "ARABIC LETTER MARK",
  0x115f: "HANGUL CHOSEONG FILLER",
  0x1160: "HANGUL JUNGSEONG FILLER",
  0x17b4: "KHMER VOWEL INHERENT AQ",
  0x17b5: "KHMER VOWEL INHERENT AA",
  0x180e: "MONGOLIAN VOWEL SEPARATOR",
  0x2000: "EN QUAD",
  0x2001: "EM QUAD",
  0x2002: "EN SPACE",
  0x2003: "EM SPACE",
  0x2004: "THREE-PER-EM SPACE",
  0x2005: "FOUR-PER-EM SPACE",
  0x2006: "SIX-PER-EM SPACE",
  0x2007: "FIGURE SPACE",
  0x2008: "PUNCTUATION SPACE",
  0x2009: "THIN SPACE",
  0x200a: "HAIR SPACE",
  0x200b: "ZERO WIDTH SPACE",
  0x200c: "ZERO WIDTH NON-JOINER",
  0x200d: "ZERO WIDTH JOINER",
  0x200e: "LEFT-TO-RIGHT MARK",
  0x200f: "RIGHT-TO-LEFT MARK",
  0x2010: "HYPHEN",
  0x2011: "NON-BREAKING HYPHEN",
  0x2012: "FIGURE DASH",
  0x2013: "EN DASH",
  0x2014: "EM DASH",
  0x2028: "LINE SEPARATOR",
  0x2029: "PARAGRAPH SEPARATOR",
  0x202a: "LEFT-TO-RIGHT EMBEDDING",
  0x202b: "RIGHT-TO-LEFT EMBEDDING",
  0x202c: "POP DIRECTIONAL FORMATTING",
  0x202d: "LEFT-TO-RIGHT OVERRIDE",
  0x202e: "RIGHT-TO-LEFT OVERRIDE",
  0x202f: "NARROW NO-BREAK SPACE",
  0x205f: "MEDIUM MATHEMATICAL SPACE",
  0x2060: "WORD JOINER",
  0x2061: "FUNCTION APPLICATION",
  0x2062: "INVISIBLE TIMES",
  0x2063: "INVISIBLE SEPARATOR",
  0x2064: "INVISIBLE PLUS",
  0x2066: "LEFT-TO-RIGHT ISOLATE",
  0x2067: "RIGHT-TO-LEFT ISOLATE",
  0x2068: "FIRST STRONG ISOLATE",
  0x2069: "POP DIRECTIONAL ISOLATE",
  0x2212: "MINUS SIGN",
  0x3000: "IDEOGRAPHIC SPACE",
  0x3164: "HANGUL FILLER",
  0xfeff: "ZERO WIDTH NO-BREAK SPACE",
  0xff0b: "FULLWIDTH PLUS SIGN",
  0xff20: "FULLWIDTH COMMERCIAL AT",
  0xffa0: "HALFWIDTH HANGUL FILLER",
  // Cyrillic and Greek letters drawn like Latin ones.
  0x0410: "CYRILLIC CAPITAL LETTER A",
  0x0412: "CYRILLIC CAPITAL LETTER VE",
  0x0415: "CYRILLIC CAPITAL LETTER IE",
  0x041a: "CYRILLIC CAPITAL LETTER KA",
  0x041c: "CYRILLIC CAPITAL LETTER EM",
  0x041d: "CYRILLIC CAPITAL LETTER EN",
  0x041e: "CYRILLIC CAPITAL LETTER O",
  0x0420: "CYRILLIC CAPITAL LETTER ER",
  0x0421: "CYRILLIC CAPITAL LETTER ES",
  0x0422: "CYRILLIC CAPITAL LETTER TE",
  0x0425: "CYRILLIC CAPITAL LETTER HA",
  0x0430: "CYRILLIC SMALL LETTER A",
  0x0435: "CYRILLIC SMALL LETTER IE",
  0x043e: "CYRILLIC SMALL LETTER O",
  0x0440: "CYRILLIC SMALL LETTER ER",
  0x0441: "CYRILLIC SMALL LETTER ES",
  0x0443: "CYRILLIC SMALL LETTER U",
  0x0445: "CYRILLIC SMALL LETTER HA",
  0x0455: "CYRILLIC SMALL LETTER DZE",
  0x0456: "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I",
  0x0458: "CYRILLIC SMALL LETTER JE",
  0x0391: "GREEK CAPITAL LETTER ALPHA",
  0x0392: "GREEK CAPITAL LETTER BETA",
  0x0395: "GREEK CAPITAL LETTER EPSILON",
  0x0397: "GREEK CAPITAL LETTER ETA",
  0x0399: "GREEK CAPITAL LETTER IOTA",
  0x039a: "GREEK CAPITAL LETTER KAPPA",
  0x039c: "GREEK CAPITAL LETTER MU",
  0x039d: "GREEK CAPITAL LETTER NU",
  0x039f: "GREEK CAPITAL LETTER OMICRON",
  0x03a1: "GREEK CAPITAL LETTER RHO",
  0x03a4: "GREEK CAPITAL LETTER TAU",
  0x03a7: "GREEK CAPITAL LETTER CHI",
  0x03b1: "GREEK SMALL LETTER ALPHA",
  0x03bf: "GREEK SMALL LETTER OMICRON",
  0x03c1: "GREEK SMALL LETTER RHO",
};

/** Characters that draw nothing, or only space: a reader cannot see them in a value. */
// Each listed on purpose, U+034F (the combining grapheme joiner) among them: it is one of the invisibles.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\u00A0\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u2069\u3000\u3164\uFEFF\uFFA0]/u;

/** The controls that reorder text as it is shown (embeddings, overrides, isolates): they can make text lie about what it says. */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/gu;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** "U+200B ZERO WIDTH SPACE"; a letter with no name here, by its script ("U+0562, an Armenian letter"). */
export function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  const name = NAMES[code];
  if (name) return `${hex(code)} ${name}`;
  const script = ["Cyrillic", "Greek", "Armenian", "Cherokee", "Arabic", "Hebrew", "Devanagari"].find((s) =>
    new RegExp(`\\p{Script=${s}}`, "u").test(char),
  );
  return script ? `${hex(code)}, ${/^[AEIOU]/.test(script) ? "an" : "a"} ${script} letter` : hex(code);
}

export interface HiddenCharacter {
  /** Where it is in the value, in UTF-16 units. */
  index: number;
  char: string;
  /** "U+200B ZERO WIDTH SPACE after "+91 98765"" */
  description: string;
}

/**
 * The first character of a value that its reader could not see, or (for a
 * value that should be plain ASCII: an email, a web address, a phone number)
 * could mistake for another, with where it is.
 */
export function hiddenCharacter(value: string, ascii = false): HiddenCharacter | undefined {
  const pattern = ascii ? /[^\x20-\x7E]/u : INVISIBLE;
  const match = pattern.exec(value);
  if (!match) return undefined;
  const before = value.slice(0, match.index);
  const where = before ? `after ${JSON.stringify(before.length > 30 ? `…${before.slice(-30)}` : before)}` : "at its start";
  return { index: match.index, char: match[0], description: `${describeChar(match[0])} ${where}` };
}
