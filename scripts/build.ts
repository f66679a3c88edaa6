// `npm run build`: builds dist/ and prints a one-line summary, then each
// landing page's length against its budget, the translation coverage, the
// values still to fill before launch and what to fix before it. `--strict` (npm run build:production) fails while any
// remain, before writing anything, so dist/ keeps the last good build; a
// build that fails prints everything on stderr (a refusal with its launch
// list and coverage), so stdout carries only a success's report.
// `--no-precompress` leaves out the .br/.gz copies. The nginx and Caddy
// configs go beside the site, in dist-server/ (or --server-out=), published
// with it. Content problems are
// printed all at once, exit code 1. Everything printed is worked out before
// the new build is published, so nothing can fail once dist/ has changed,
// and "the previous dist/ is unchanged" is only ever said when it is so.
// `--summary=<file>` also appends the report as Markdown to that file, with
// each file:line linked to the commit (the CI pipeline passes
// $GITHUB_STEP_SUMMARY, so a run's page shows it). `--result=<file>` writes
// whether it built and, if not, the first problem in plain words, which the
// pipeline reports to the git host for the web editor to show.
import path from "node:path";
import { OutputFolderError, PublishError, stageBuild, StrictError } from "../src/pipeline/site-build.ts";
import { ContentError } from "../src/parse/problem.ts";
import { formatCoverage } from "../src/report/translation-report.ts";
import { formatLaunchReport } from "../src/report/launch-list.ts";
import { formatProblem, formatProblems } from "../src/report/problems.ts";
import { buildReport } from "../src/report/site-report.ts";
import { githubLineLink, markdownSummary, type SummaryInput } from "../src/pipeline/summary.ts";
import { appendFileSync, writeFileSync } from "node:fs";
import { buildResult } from "../src/pipeline/result.ts";
import { readCommandLine } from "./command-line.ts";

const OPTIONS = {
  strict: { type: "boolean", default: false },
  // For hosts that compress responses themselves and ignore .br/.gz files (README, "Deploying dist/").
  "no-precompress": { type: "boolean", default: false },
  out: { type: "string" },
  "server-out": { type: "string" },
  content: { type: "string" },
  summary: { type: "string" },
  result: { type: "string" },
} as const;

const started = performance.now();
const usage =
  "usage: npm run build -- [--strict] [--no-precompress] [--out=<folder>] [--server-out=<folder>] [--content=<folder>] [--summary=<file>] [--result=<file>]";
const { values: args } = readCommandLine({ options: OPTIONS }, usage);
const root = process.cwd();
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const colorErr = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR;
const outDir = path.resolve(args.out ?? path.join(root, "dist"));
const serverOutDir = path.resolve(args["server-out"] ?? `${outDir}-server`);
const shownOut = path.relative(root, outDir) || ".";

/** Appends the report to --summary's file, and writes the result to --result's (src/pipeline/result.ts), when given. */
function summarize(input: SummaryInput): void {
  if (args.summary) appendFileSync(args.summary, markdownSummary(input, githubLineLink()));
  if (args.result) writeFileSync(args.result, `${JSON.stringify(buildResult(input), null, 2)}\n`);
}

let published = false;
try {
  const staged = await stageBuild({
    root,
    outDir,
    serverOutDir,
    contentDir: args.content ? path.resolve(args.content) : undefined,
    strict: args.strict,
    precompress: !args["no-precompress"],
  });
  let report: string;
  let built: string;
  try {
    const { routes } = staged;
    const ms = performance.now() - started;
    built = `built ${routes.length} routes (${
      routes.length > 8
        ? `${routes
            .slice(0, 6)
            .map((r) => r.path)
            .join(" ")} and ${routes.length - 6} more`
        : routes.map((r) => r.path).join(" ")
    }), ${staged.bytes.toLocaleString("en-US")} bytes of HTML in ${Math.round(ms)} ms`;
    report = [`✔ ${built}`, ...buildReport(staged, color)].join("\n");
  } catch (error) {
    staged.discard();
    throw error;
  }
  staged.publish();
  published = true;
  console.log(report);
  summarize({
    outcome: built,
    ok: true,
    coverage: staged.coverage,
    launch: staged.launch,
    checks: staged.checks,
    brokenLinks: staged.brokenLinks,
    notices: staged.notices,
    lengths: staged.lengths,
    flights: staged.flights,
  });
} catch (error) {
  if (error instanceof StrictError) {
    // All of a refusal goes to stderr, the launch list that explains it too:
    // the daily cron line sends stdout to /dev/null and mails stderr, so the
    // mail names each value still to fill, not only how many there are.
    if (error.launch.length) console.error(formatLaunchReport(error.launch, colorErr));
    for (const report of error.coverage) console.error(formatCoverage(report, colorErr));
    for (const problem of error.checks) console.error(`${formatProblem(problem, colorErr)}\n`);
    console.error(`✖ --strict: ${error.message}; nothing was built.`);
    summarize({
      outcome: `build:production refused: ${error.message}; nothing was built`,
      ok: false,
      coverage: error.coverage,
      launch: error.launch,
      checks: error.checks,
    });
    process.exit(1);
  }
  if (error instanceof ContentError) {
    console.error(formatProblems(error.problems, colorErr));
    summarize({ outcome: "the content has problems; nothing was built", ok: false, problems: error.problems });
    process.exit(1);
  }
  if (error instanceof OutputFolderError) {
    const shown = path.relative(root, error.outDir) || ".";
    console.error(`✖ ${shown} is ${error.reason}.\n  nothing was written, and ${shown} was left as it is.`);
    process.exit(1);
  }
  if (error instanceof PublishError) {
    console.error(`✖ the build could not be published: ${error.message}`);
    process.exit(1);
  }
  // Not a content mistake (those are all ContentErrors): a fault of the build
  // itself, or of the machine (a full disk). One line; the stack only on request.
  const e = error instanceof Error ? error : new Error(String(error));
  const state = published ? `the new build is in ${shownOut}/` : `nothing was written, the previous ${shownOut}/ is unchanged.`;
  console.error(
    `✖ the build stopped: ${e.message}\n  ${state}${process.env.DEBUG ? `\n${e.stack}` : "\n  (DEBUG=1 shows where in the build it happened)"}`,
  );
  try {
    summarize({ outcome: `the build stopped: ${e.message}; ${state}`, ok: false });
  } catch {
    // The summary is a copy of what was just printed: losing it loses nothing.
  }
  process.exit(1);
}
