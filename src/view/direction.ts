// Which way a language's text runs, from its tag alone (never a setting an
// editor could forget): Urdu, Arabic, Persian, Hebrew, Sindhi and the other
// right-to-left languages get dir="rtl", and the CSS, written in logical
// properties (inline-start, not left), mirrors the layout with it.

/** Languages written right to left, for a runtime whose Intl.Locale gives no text info. */
const RIGHT_TO_LEFT = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "khw", "ks", "ps", "sd", "syr", "ug", "ur", "yi"]);

export type Direction = "ltr" | "rtl";

// Asked for on every page, of a handful of tags: each is worked out once.
const known = new Map<string, Direction>();

/** "ur-IN" → "rtl", "hi-IN" → "ltr". */
export function textDirection(tag: string): Direction {
  let direction = known.get(tag);
  if (!direction) known.set(tag, (direction = directionOf(tag)));
  return direction;
}

function directionOf(tag: string): Direction {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    if (info?.direction === "rtl" || info?.direction === "ltr") return info.direction;
    return RIGHT_TO_LEFT.has(locale.language) ? "rtl" : "ltr";
  } catch {
    return RIGHT_TO_LEFT.has(tag.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
  }
}

/** The dir attribute an element in `tag` needs inside a page in `pageTag`: none when both run the same way. */
export const dirWithin = (tag: string, pageTag: string): Direction | undefined =>
  textDirection(tag) === textDirection(pageTag) ? undefined : textDirection(tag);
