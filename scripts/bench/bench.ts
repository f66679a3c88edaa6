// `npm run bench -- [mode] [flags]`: the benchmarks, one entry point, the
// bench package's (scripts/bench/package.json) "bench" script, which the
// project's own runs. Each prints the same report: Markdown (a title, the
// machine it ran on, sections of tables), then a line counting the targets
// missed. Nothing writes to dist/.
//   --tiny         any mode: every step once at its smallest (5 generated
//                  pages, 1 run, Lighthouse once: /, mobile) over the frozen
//                  content (tests/fixtures/content/), to prove the mode still
//                  runs (tests/bench/); its figures are not worth
//                  keeping, so --write refuses it
//   (no mode)      the site: page weight, page loads and Lighthouse on every
//                  route, what pictures cost, build speed, and where the CPU
//                  time goes (scripts/bench/whole-site.ts)
//     --quick      fewer repetitions, Lighthouse on the landing pages only, no
//                  5,000-page build, no profile
//     --write      also rewrite BENCHMARKS.md (its "## Notes" section is kept);
//                  with --commits or --first-flight, that mode's own part of it
//   --reload       save-to-reloaded-page with `npm run dev`, and the dev
//                  server's rebuilds (scripts/bench/reload.ts)
//     --runs=10    edits timed of each kind
//     --pages=1000 generated legal pages of the large site
//   --commits <commit>...   the build's speed across commits in alternating
//                  runs ("." is this working tree; scripts/bench/commits.ts)
//     --pages=1000 generated legal pages over each commit's content
//     --runs=5     alternating runs
//     --broken     also each commit with a link on every generated page to a
//                  page that does not exist, in the same turns
//     --eleventy   Eleventy builds the same generated pages too, as one more
//                  build in the same turns, and the pages' markdown alone is
//                  timed through ours and Eleventy's (scripts/bench/eleventy.ts)
//   --first-flight <commit>...   Lighthouse's mobile LCP of the landing pages
//                  and a legal page across commits, in turns; the last
//                  commit's second page views and desktop audits
//                  (scripts/bench/first-flight.ts)
//     --runs=3     audits of each page
//   --conversions  the conversions fixture (WhatsApp and analytics on) against
//                  the landing page's targets and Lighthouse (scripts/bench/conversions.ts)
import path from "node:path";
import { parseArgs } from "node:util";
import { benchCommits } from "./commits.ts";
import { benchConversions } from "./conversions.ts";
import { benchFirstFlight } from "./first-flight.ts";
import { benchReload } from "./reload.ts";
import { verdictLine, writeBenchmarks, type Report } from "./report.ts";
import { benchSite } from "./whole-site.ts";

const USAGE = `usage: npm run bench -- [--quick | --tiny] [--write]
       npm run bench -- --reload [--runs=10] [--pages=1000] [--tiny]
       npm run bench -- --commits [--pages=1000] [--runs=5] [--broken] [--eleventy] [--tiny] [--write] <commit>... ("." is this working tree)
       npm run bench -- --first-flight [--runs=3] [--tiny] [--write] <commit>... ("." is this working tree)
       npm run bench -- --conversions [--tiny]`;

const { values, positionals } = parseArgs({
  options: {
    quick: { type: "boolean" },
    tiny: { type: "boolean" },
    write: { type: "boolean" },
    reload: { type: "boolean" },
    commits: { type: "boolean" },
    conversions: { type: "boolean" },
    "first-flight": { type: "boolean" },
    runs: { type: "string" },
    pages: { type: "string" },
    broken: { type: "boolean" },
    eleventy: { type: "boolean" },
  },
  allowPositionals: true,
});

// The flags each mode takes besides its own.
const FLAGS = {
  site: ["quick", "tiny", "write"],
  reload: ["runs", "pages", "tiny"],
  commits: ["runs", "pages", "broken", "eleventy", "tiny", "write"],
  "first-flight": ["runs", "tiny", "write"],
  conversions: ["tiny"],
} as const;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

const modes = (["reload", "commits", "first-flight", "conversions"] as const).filter((m) => values[m]);
if (modes.length > 1) usage(`one mode at a time, not --${modes.join(" and --")}`);
const mode = modes[0] ?? "site";
const stray = Object.keys(values).filter((flag) => flag !== mode && !(FLAGS[mode] as readonly string[]).includes(flag));
if (stray.length) usage(`--${stray.join(", --")}: not a flag of the ${mode} benchmark`);
const takesCommits = mode === "commits" || mode === "first-flight";
if (takesCommits ? !positionals.length : positionals.length)
  usage(takesCommits ? "name the commits to compare" : `unexpected: ${positionals.join(" ")}`);
const tiny = !!values.tiny;
if (tiny && (values.quick || values.write || values.runs || values.pages))
  usage("--tiny sets the run's size itself, and its figures are not worth writing: not with --quick, --write, --runs or --pages");

/** A whole number of at least `min` from a flag; `fallback` unless given, `smallest` with --tiny. */
function count(flag: "runs" | "pages", fallback: number, min: number, smallest = 1): number {
  const n = Number(values[flag] ?? (tiny ? smallest : fallback));
  return Number.isInteger(n) && n >= min ? n : usage(`--${flag} must be a whole number of at least ${min}`);
}

const report: Report =
  mode === "reload"
    ? await benchReload({ runs: count("runs", 10, 1), pages: count("pages", 1_000, 1, 5), tiny })
    : mode === "commits"
      ? await benchCommits({
          commits: positionals,
          // Eleventy needs a page to build.
          pages: count("pages", 1_000, values.eleventy ? 1 : 0, 5),
          runs: count("runs", 5, 1),
          broken: !!values.broken,
          eleventy: !!values.eleventy,
          tiny,
        })
      : mode === "first-flight"
        ? await benchFirstFlight({ commits: positionals, runs: count("runs", 3, 1), tiny })
        : mode === "conversions"
          ? await benchConversions({ tiny })
          : await benchSite({ scale: tiny ? "tiny" : values.quick ? "quick" : "full" });
console.log(report.markdown);
const last = verdictLine(report.verdicts);
if (last) console.log(last);
if (values.write) {
  writeBenchmarks(
    path.join(process.cwd(), "BENCHMARKS.md"),
    report.markdown,
    mode === "first-flight" || mode === "commits" ? mode : "site",
  );
  process.stderr.write("… wrote BENCHMARKS.md\n");
}
