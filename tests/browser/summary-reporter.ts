// A vitest reporter that ends the browser run with one line per check, the
// format scripts/test-all.sh counts: "PASS axe: 0 violations on 10 page/width
// combinations". The check is the test file's name (behaviour, axe, looks);
// its figure comes from the tests' meta (violations, diff percentages).
// vitest.config.ts names it for every run, as reporters belong to the whole
// configuration, not to a project: it reports the browser, editor and bench
// projects' files alone, and prints nothing in a run without them.
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { ParsedStack } from "vitest";
import type { Reporter, SerializedError, TestCase, TestModule } from "vitest/node";

declare module "vitest" {
  interface TaskMeta {
    /** axe: violations found on this page/width/scheme. */
    violations?: number;
    /** looks: share of pixels that differ from the reference, in percent. */
    diffPercent?: number;
    /** looks: the same within the worst 256px square. */
    tilePercent?: number;
    /** looks: the screenshot's size differs from the reference's. */
    sizeDiffers?: boolean;
    /** looks: the reference was (re)written instead of compared. */
    referenceWritten?: boolean;
  }
}

type Figure = (tests: TestCase[]) => string;

const FIGURES: Record<string, Figure> = {
  axe: (tests) => {
    const counted = tests.filter((t) => t.meta().violations !== undefined);
    const violations = counted.reduce((sum, t) => sum + (t.meta().violations ?? 0), 0);
    return `${violations} violations on ${counted.length} page/width/scheme combinations`;
  },
  looks: (tests) => {
    const written = tests.filter((t) => t.meta().referenceWritten).length;
    if (written) return `${written} screenshots written as the new references`;
    const max = (values: (number | undefined)[]) => {
      const known = values.filter((v): v is number => v !== undefined);
      return known.length ? `${Math.max(...known).toFixed(2)}%` : "n/a";
    };
    const resized = tests.filter((t) => t.meta().sizeDiffers).length;
    return `${tests.length} screenshots, max diff ${max(tests.map((t) => t.meta().diffPercent))} (worst 256px square ${max(tests.map((t) => t.meta().tilePercent))})${resized ? `, ${resized} differ in size` : ""}`;
  },
};

/**
 * A failed test's first error, on one line: the summary is the part of a long run's output that
 * is always read, so it says which test failed and why, not only how many.
 */
function firstLine(test: TestCase): string {
  const error = test.result().errors?.[0];
  const lines = stripVTControlCharacters(error?.message ?? "no error recorded").split("\n");
  return (lines.find((line) => line.trim()) ?? "").trim().slice(0, 300) + callLog(lines) + where(error?.stacks);
}

/**
 * A Playwright timeout's call log, shortened to what it waited for and the
 * last thing it saw ("element is not stable", "<div> intercepts pointer events").
 */
function callLog(lines: readonly string[]): string {
  const start = lines.findIndex((line) => line.trim() === "Call log:");
  if (start < 0) return "";
  const log = lines
    .slice(start + 1)
    .map((line) => line.trim().replace(/^- /, ""))
    .filter(Boolean);
  const shown = log.length > 1 ? [log[0]!, log.at(-1)!] : log;
  return shown.length ? ` [${shown.map((line) => line.slice(0, 200)).join(" … ")}]` : "";
}

/**
 * Where in the project's own code the error was thrown, innermost first: a
 * timeout names no locator, and without this a failure seen only in CI's
 * summary cannot be told apart from the test's other clicks.
 */
function where(stacks: readonly ParsedStack[] | undefined): string {
  const own = (stacks ?? []).filter((frame) => !frame.file.includes("/node_modules/")).slice(0, 3);
  if (!own.length) return "";
  const frames = own.map((frame) => `${path.relative(process.cwd(), frame.file)}:${frame.line}${frame.method ? ` ${frame.method}` : ""}`);
  return ` (at ${frames.join(" ← ")})`;
}

/** The projects whose files are checks of their own in npm test's summary. */
const REPORTED = new Set(["browser", "editor", "bench"]);

export default class SummaryReporter implements Reporter {
  onTestRunEnd(all: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>) {
    const modules = all.filter((module) => REPORTED.has(module.project.name));
    if (!modules.length) return;
    const lines: string[] = [];
    for (const module of [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
      const name = path.basename(module.moduleId).replace(/\.test\.ts$/, "");
      const tests = [...module.children.allTests()];
      const failed = tests.filter((t) => t.result().state === "failed").length;
      const passed = tests.filter((t) => t.result().state === "passed").length;
      const ok = failed === 0 && passed > 0 && module.state() === "passed";
      const ran = tests.filter((t) => t.result().state !== "skipped");
      const skipped = tests.length - ran.length;
      const figure = (FIGURES[name]?.(ran) ?? `${passed} of ${ran.length} tests passed`) + (skipped ? `, ${skipped} skipped` : "");
      const failures = failed ? `; ${failed} of ${ran.length} tests failed` : passed === 0 ? "; no test ran (see the error above)" : "";
      lines.push(`${ok ? "PASS" : "FAIL"} ${name}: ${figure}${failures}`);
      for (const test of tests.filter((t) => t.result().state === "failed")) lines.push(`   ✖ ${test.name}: ${firstLine(test)}`);
    }
    const run = [...new Set(modules.map((module) => module.project.name))].join("-");
    if (errors.length) lines.push(`FAIL ${run}: ${errors.length} unhandled error${errors.length === 1 ? "" : "s"} (see above)`);
    process.stdout.write(`\n${lines.join("\n")}\n`);
  }
}
