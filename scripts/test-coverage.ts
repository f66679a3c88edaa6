// `npm run coverage`: runs the unit and site tests (not the browser checks)
// under V8's coverage and prints how much of src/ and templates/ they run,
// per folder and in all, then exits non-zero if the total falls under the
// thresholds in vitest.config.ts. The figures say which layers are tested
// through the build only, not that the tests are good.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "unit",
    "--project",
    "site",
    "--project",
    "mocking",
    "--coverage",
    "--coverage.reporter=json-summary",
    "--coverage.reporter=text-summary",
  ],
  {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  },
);

type Totals = Record<"lines" | "statements" | "functions" | "branches", { total: number; covered: number; pct: number }>;
let summary: Record<string, Totals>;
try {
  summary = JSON.parse(readFileSync(path.join(root, "coverage/coverage-summary.json"), "utf8")) as Record<string, Totals>;
} catch {
  console.error("✖ no coverage summary was written (see the test output above)");
  process.exit(1);
}

const folders = new Map<string, Totals>();
for (const [file, totals] of Object.entries(summary)) {
  if (file === "total") continue;
  const folder = path.dirname(path.relative(root, file)).split(path.sep).join("/");
  const sum = folders.get(folder) ?? {
    lines: { total: 0, covered: 0, pct: 0 },
    statements: { total: 0, covered: 0, pct: 0 },
    functions: { total: 0, covered: 0, pct: 0 },
    branches: { total: 0, covered: 0, pct: 0 },
  };
  for (const key of ["lines", "statements", "functions", "branches"] as const) {
    sum[key].total += totals[key].total;
    sum[key].covered += totals[key].covered;
  }
  folders.set(folder, sum);
}
const pct = (t: { total: number; covered: number }) => (t.total ? `${((100 * t.covered) / t.total).toFixed(1)}%` : "–");
console.log("\n| folder | lines | branches | functions |\n| --- | ---: | ---: | ---: |");
for (const [folder, t] of [...folders].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`| ${folder} | ${pct(t.lines)} | ${pct(t.branches)} | ${pct(t.functions)} |`);
const total = summary.total!;
console.log(`| **all** | **${pct(total.lines)}** | **${pct(total.branches)}** | **${pct(total.functions)}** |`);
console.log(`${run.status === 0 ? "PASS" : "FAIL"} coverage: ${pct(total.lines)} of lines, ${pct(total.branches)} of branches`);
process.exit(run.status ?? 1);
