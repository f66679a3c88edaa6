// `npm run measure-design`: measures, in Chromium with Noto, what the landing
// page's copy may take, and writes the stored measures the build's design
// checks read (templates/design-limits.json, src/checks/design-limits.ts),
// so an editor hears of a headline that would take four lines without running
// the browser tests. What is measured, how, and the rules the measures follow
// are tests/shared/stored-measures.ts's, which the browser phase of npm test
// calls too when the templates changed since the file was measured.
import path from "node:path";
import { measureDesign, STORED_MEASURES, writeStoredMeasures } from "../tests/shared/stored-measures.ts";

const root = path.resolve(import.meta.dirname, "..");
const limits = await measureDesign(root);
writeStoredMeasures(root, limits);
console.log(
  `✔ ${STORED_MEASURES}: the hero, button and page measures in ${Object.keys(limits.scripts).length} scripts, ${limits.faces.length} faces (${limits.measuredWith})`,
);
