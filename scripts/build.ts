// `npm run build`: builds dist/ and prints a one-line summary, then the values
// still to fill before launch. `--strict` (npm run build:production) fails
// while any remain, before writing anything, so dist/ keeps the last good
// build. `--no-precompress` leaves out the .br/.gz copies. Content problems
// are printed all at once, exit code 1; broken internal links are warnings
// here and problems with --strict.
import path from "node:path";
import { build, StrictError } from "../src/build.ts";
import { formatCoverage } from "../src/translations.ts";
import { formatLinkWarnings } from "../src/internal-links.ts";
import { ContentError, formatChecks, formatProblem, formatProblems } from "../src/load/problem.ts";
import { formatLaunchReport } from "../src/launch.ts";

const started = performance.now();
const args = process.argv.slice(2);
const strict = args.includes("--strict");
// For hosts that compress responses themselves and ignore .br/.gz files (README, "Deploying dist/").
const precompress = !args.includes("--no-precompress");
const outArg = args.find((a) => a.startsWith("--out="));
const contentArg = args.find((a) => a.startsWith("--content="));
// The fewest legal pages worth worker threads (src/workers/pool.ts); the large-site test lowers it.
const workersFromArg = args.find((a) => a.startsWith("--workers-from="));
const root = process.cwd();
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

try {
  const result = await build({
    root,
    outDir: outArg ? outArg.slice(6) : path.join(root, "dist"),
    contentDir: contentArg ? path.resolve(contentArg.slice(10)) : undefined,
    strict,
    precompress,
    workersFrom: workersFromArg ? Number(workersFromArg.slice(15)) : undefined,
  });
  const ms = performance.now() - started;
  console.log(`✔ built ${result.routes.length} routes (${result.routes.length > 8 ? `${result.routes.slice(0, 6).map((r) => r.path).join(" ")} and ${result.routes.length - 6} more` : result.routes.map((r) => r.path).join(" ")}), ${result.bytes.toLocaleString("en-US")} bytes of HTML in ${Math.round(ms)} ms${result.workers ? ` on ${result.workers + 1} threads` : ""}`);
  for (const notice of result.model.notices) console.log(`ℹ ${notice.file}:${notice.line}:${notice.column}  ${notice.message}`);
  for (const report of result.model.coverage) console.log(formatCoverage(report, color));
  const launch = result.model.launch;
  if (launch.length) console.log(formatLaunchReport(launch, color));
  if (result.model.checks.length) console.log(formatChecks(result.model.checks, color));
  if (result.brokenLinks.length) console.log(formatLinkWarnings(result.brokenLinks, (p) => formatProblem(p, color)));
} catch (error) {
  if (error instanceof StrictError) {
    if (error.launch.length) console.log(formatLaunchReport(error.launch, color));
    for (const report of error.reports) console.log(formatCoverage(report, color));
    for (const problem of error.checks) console.error(`${formatProblem(problem, color)}\n`);
    console.error(`✖ --strict: ${error.message}; nothing was built.`);
    process.exit(1);
  }
  if (error instanceof ContentError) {
    console.error(formatProblems(error.problems, Boolean(process.stderr.isTTY) && !process.env.NO_COLOR));
    process.exit(1);
  }
  // Not a content mistake (those are all ContentErrors): a fault of the build
  // itself, or of the machine (a full disk). One line; the stack only on request.
  const e = error instanceof Error ? error : new Error(String(error));
  console.error(`✖ the build stopped: ${e.message}\n  nothing was written, the previous dist/ is unchanged.${process.env.DEBUG ? `\n${e.stack}` : "\n  (DEBUG=1 shows where in the build it happened)"}`);
  process.exit(1);
}
