// `npm run schemas`: writes content/schemas/*.schema.json from the zod schemas.
// Run it after changing anything in src/model/schema/, and commit the result;
// tests/schemas.test.ts fails while the checked-in files are stale.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateJsonSchemas } from "../src/model/schema/json-schemas.ts";

const contentDir = path.resolve(import.meta.dirname, "../content");
for (const { file, text } of generateJsonSchemas()) {
  const target = path.join(contentDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote content/${file}`);
}
