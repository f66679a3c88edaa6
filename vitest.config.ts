// Every test of the suite, in one configuration with a project per phase of
// `npm test` (scripts/test-all.sh), which runs each phase on its own with
// --project, after the build that phase judges:
//   unit     tests/unit/: the pure modules, seconds (`npm run test:unit`)
//   site     tests/*.test.ts and any landing section's own test
//            (templates/sections/<name>/<name>.test.ts): the real build on the frozen content
//            (tests/fixtures/content/) and edited copies of it, minutes
//   mocking  the unit and site files that replace a module (vi.mock), found
//            by reading them: each gets a module graph of its own, as a mock
//            applies only to modules imported after it. The others share
//            their worker's modules (isolate: false), which spares each file
//            importing the pipeline again: 248 s -> 180 s for the two phases
//            on two cores.
//   live     tests/live/: the editors' content/, after `npm run build` has
//            built it into dist/ (or LIVE_DIR), judged only by what holds
//            after any true edit
//   browser  tests/browser/: after `npm run build:fixture`; one server and
//            one Chromium for the whole run (global-setup.ts), files one
//            after another so timing never disturbs scrolling or screenshots;
//            tests/browser/summary-reporter.ts prints a line per check;
//            first, the stored design measures are measured again if the
//            templates changed since (measures-setup.ts)
//   editor   tests/editor/: the web editor in a Chromium of its own, against
//            the test git host and the publish job, files one after another
//   bench    tests/bench/: every benchmark mode once at its smallest, each
//            starting its own servers and Chromium
//   deploy   tests/deploy/: that build under Debian's nginx and Caddy with the
//            configs it wrote, and the preview server, held to one table of
//            answers; and the daily rebuild's schedule
// The browser project mostly waits on Chromium, and so do the last three:
// npm test runs them in two chains side by side (scripts/test-all.sh).
// `npx vitest run` alone runs them all, in that order (sequence.groupOrder),
// so it needs both builds; `npx vitest run --project unit` runs one.
import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// React as every command runs it (scripts/run.mjs bundles its production
// build), so the tests render pages as the build does. Its development build
// checks each element as it is made and warns where nothing reads the
// warnings: the unit, site and mocking phase took 216 s of CPU with it, 212 s
// without.
const PRODUCTION = { jsx: { runtime: "automatic", development: false } } as const;

const cleanup = ["tests/helpers/cleanup.ts"];
const UNIT = ["tests/unit/**/*.test.ts"];
const SITE = ["tests/**/*.test.ts", "templates/sections/*/*.test.ts"];
const LATER = ["tests/browser/**", "tests/editor/**", "tests/bench/**", "tests/deploy/**", "tests/live/**"];
const mocking = globSync([...UNIT, ...SITE], { exclude: LATER }).filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8")));

export default defineConfig({
  test: {
    reporters: ["default", "./tests/browser/summary-reporter.ts"],
    env: { NODE_ENV: "production" },
    coverage: {
      provider: "v8",
      include: ["src/**", "templates/**/*.tsx"],
      // Met by the tests as they are (npm run coverage prints the figures): a fall below fails the run.
      thresholds: { lines: 80, branches: 70, functions: 80 },
    },
    // Each project compiles JSX for React's production build (PRODUCTION, above).
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT,
          exclude: mocking,
          isolate: false,
          setupFiles: cleanup,
          maxWorkers: availableParallelism(),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "site",
          include: SITE,
          exclude: ["tests/unit/**", ...LATER, "node_modules/**", ...mocking],
          isolate: false,
          setupFiles: cleanup,
          // Every core: the site tests are CPU-bound builds, and the longest file
          // (content-fuzz, minutes) runs beside the others rather than before them.
          maxWorkers: availableParallelism(),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "mocking",
          include: mocking,
          setupFiles: cleanup,
          maxWorkers: availableParallelism(),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { name: "live", include: ["tests/live/**/*.test.ts"], testTimeout: 60_000, sequence: { groupOrder: 1 } },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/browser/global-setup.ts", "tests/browser/measures-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: "editor",
          include: ["tests/editor/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          name: "bench",
          include: ["tests/bench/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          sequence: { groupOrder: 4 },
        },
      },
      {
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          setupFiles: cleanup,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 5 },
        },
      },
    ].map((project) => ({ ...project, oxc: PRODUCTION })),
  },
});
