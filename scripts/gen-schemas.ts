// `npm run schemas`: writes content/schemas/*.schema.json from the zod
// schemas, and src/text/card-fonts.json from the card's font packages.
// Run it after changing anything in src/model/schema/ or a font package, and
// commit the result; tests/schemas.test.ts fails while the files are stale.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateJsonSchemas } from "../src/tools/json-schemas.ts";
import { CARD_FONTS_FILE, cardFontCoverage } from "../tests/shared/card-fonts.ts";

const root = path.resolve(import.meta.dirname, "..");
for (const { file, text } of generateJsonSchemas()) {
  const target = path.join(root, "content", file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote content/${file}`);
}
writeFileSync(path.join(root, CARD_FONTS_FILE), cardFontCoverage());
console.log(`wrote ${CARD_FONTS_FILE}`);
