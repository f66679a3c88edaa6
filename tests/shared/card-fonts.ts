// The text of src/text/card-fonts.json: which characters each subset
// of the link-preview card's fonts covers, read from the @fontsource packages'
// unicode.json files. Written by `npm run schemas` (scripts/gen-schemas.ts);
// tests/schemas.test.ts compares it with the installed packages.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { CARD_FONTS, parseUnicodeRange } from "../../src/text/card-text.ts";

const require = createRequire(import.meta.url);

export const CARD_FONTS_FILE = "src/text/card-fonts.json";

export function cardFontCoverage(): string {
  const coverage: Record<string, Record<string, [number, number][]>> = {};
  for (const font of CARD_FONTS) {
    const all = JSON.parse(readFileSync(require.resolve(`${font.package}/unicode.json`), "utf8")) as Record<string, string>;
    coverage[font.package] = Object.fromEntries(font.subsets.map((subset) => [subset, parseUnicodeRange(all[subset] ?? "")]));
  }
  return `${JSON.stringify(coverage)}\n`;
}
