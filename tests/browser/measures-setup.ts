// Runs once before the browser tests: keeps the stored design measures
// (templates/design-limits.json, which the build's length checks read) those
// of the templates as they are, so a change of markup or style needs no
// measuring by hand before npm test passes: when the templates changed since
// the file was measured, it is measured again here, as npm run measure-design
// would (tests/shared/stored-measures.ts, which builds content/ aside: the
// stored measures are what the build judges the editors' copy by, and no test
// reads their page measures), and the developer commits it with the change.
// Before the browser tests, so those that read the stored type measures
// (tests/browser/design.test.ts) read today's. A measuring that fails (a
// content/ that does not build) is printed, not thrown, so the other browser
// tests still run: tests/browser/stored-measures.test.ts then fails on the
// stale file.
import { ROOT } from "../shared/content.ts";
import { keepStoredMeasures } from "../shared/stored-measures.ts";

export default async function setup() {
  try {
    console.log(`design measures: ${await keepStoredMeasures(ROOT)}`);
  } catch (error) {
    console.error("design measures: measuring them again failed", error);
  }
}
