// How long a text is, as a reader counts it: the card's title size, the
// meta description's limits and the design messages all count this way.
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** How many characters a reader sees: grapheme clusters ("क्षि", "நோ", an emoji with its modifiers are one each), never UTF-16 units. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** A text's grapheme clusters, in order: what a reader counts as its characters. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (g) => g.segment);
}
