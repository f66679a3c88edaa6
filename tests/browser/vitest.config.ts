// The browser checks (behaviour, axe, looks, the web editor): run with
//   npx vitest run --config tests/browser/vitest.config.ts [behaviour|axe|looks]
// One server and one Chromium for the whole run (global-setup.ts); files run
// one after another so timing never disturbs scrolling or screenshots. The
// summary reporter prints one PASS/FAIL line per check for scripts/test-all.sh.
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  test: {
    root,
    include: ["tests/browser/**/*.test.ts", "tests/editor/**/*.test.ts"],
    globalSetup: ["tests/browser/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", path.join(root, "tests/browser/summary-reporter.ts")],
  },
});
