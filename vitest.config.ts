// The unit tests (tests/unit/, pure modules, seconds), the site tests
// (tests/*.test.ts, the real build on the frozen content and edited copies of
// it, minutes) and each landing section's own (templates/sections/<name>/). `npm run test:unit` runs the first alone; the browser, deploy
// and live-content checks have their own configs (tests/browser/,
// tests/deploy/, tests/live/), run after a build.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "templates/sections/*/*.test.ts"],
    exclude: ["tests/browser/**", "tests/editor/**", "tests/deploy/**", "tests/live/**", "node_modules/**"],
    setupFiles: ["tests/helpers/cleanup.ts"],
    // Every core: the site tests are CPU-bound builds, and the longest file
    // (content-fuzz, minutes) runs beside the others rather than before them.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    coverage: {
      provider: "v8",
      include: ["src/**", "templates/**/*.tsx"],
      // Met by the tests as they are (npm run coverage prints the figures): a fall below fails the run.
      thresholds: { lines: 80, branches: 70, functions: 80 },
    },
  },
});
