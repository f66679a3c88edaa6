// Where `npm run build:fixture` puts the build of the frozen content
// (tests/fixtures/content/), the site the browser and deploy checks are run
// on, so what they judge is the code, never the editors' content/. SITE_DIR
// points them at another build (a sub-path build, a copy under test).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export const FIXTURE_SITE = path.resolve(ROOT, process.env.SITE_DIR ?? "test-results/site");
