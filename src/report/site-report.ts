// What npm run build and the dev server say about a site they have made, in
// one place so they say the same: the notices (an offer that ended), each
// landing page's length against its budget (kept in sight, not only refused
// once over), each language's translation coverage, the launch list, the
// checks to fix before launch and the broken links. The build prints every part once; the dev
// server prints each part again when it changes.
import type { LaunchItem } from "../checks/launch.ts";
import type { PageLength } from "../checks/model-checks.ts";
import type { ContentProblem } from "../parse/problem.ts";
import type { Coverage } from "../checks/translation-coverage.ts";
import { INITIAL_WINDOW_BYTES, type FirstFlight } from "../checks/round-trip.ts";
import { formatCoverage } from "./translation-report.ts";
import { formatLaunchReport } from "./launch-list.ts";
import { formatChecks, formatLinkWarnings } from "./problems.ts";

export interface SiteFindings {
  /** What is worth knowing and no problem (make-site.ts): an offer that ended, design measures of other templates. */
  notices: string[];
  /** Each language's landing page against its budget (src/checks/model-checks.ts). */
  lengths: PageLength[];
  /** Each landing page's first flight, as written (the build's, src/checks/round-trip.ts); the dev server sends none. */
  flights?: FirstFlight[];
  coverage: Coverage[];
  launch: LaunchItem[];
  checks: ContentProblem[];
  brokenLinks: ContentProblem[];
}

/** Each part of the report as printed, "" for a part with nothing to say. */
export interface ReportParts {
  notices: string;
  lengths: string;
  flights: string;
  coverage: string;
  launch: string;
  checks: string;
  links: string;
}

export function reportParts(found: SiteFindings, color: boolean): ReportParts {
  return {
    notices: found.notices.map((notice) => `ℹ ${notice}`).join("\n"),
    lengths: formatLengths(found.lengths),
    flights: formatFlights(found.flights ?? []),
    coverage: found.coverage.map((report) => formatCoverage(report, color)).join("\n"),
    launch: found.launch.length ? formatLaunchReport(found.launch, color) : "",
    checks: found.checks.length ? formatChecks(found.checks, color) : "",
    links: found.brokenLinks.length ? formatLinkWarnings(found.brokenLinks, color) : "",
  };
}

/** The report npm run build prints under its summary line: every part, in this order. */
export function buildReport(found: SiteFindings, color: boolean): string[] {
  const parts = reportParts(found, color);
  return [parts.notices, parts.lengths, parts.flights, parts.coverage, parts.launch, parts.checks, parts.links].filter(Boolean);
}

/** Every landing page's first flight on one line: "⚡ first flight: / 13.1 of 14.6 KB · /hi 14.9 of 14.6 KB, a round trip more". */
export function formatFlights(flights: FirstFlight[]): string {
  if (!flights.length) return "";
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const pages = flights.map(
    ({ home, bytes }) =>
      `${home} ${kb(bytes)} of ${kb(INITIAL_WINDOW_BYTES)} KB${bytes > INITIAL_WINDOW_BYTES ? ", a round trip more" : ""}`,
  );
  return `⚡ first flight (brotli, with the site's headers): ${pages.join(" · ")}`;
}

/**
 * Every landing page's length on one line, the unit said once: "↕ page length: / 11.7 of 12 phone screens · /hi 11.8 of 12".
 * A page showing a section not yet measured is at least that long, and the line says which and how to measure it.
 */
export function formatLengths(lengths: PageLength[]): string {
  if (!lengths.length) return "";
  const pages = lengths.map(
    (page, i) =>
      `${page.home} ${page.unmeasured?.length ? "at least " : ""}${page.screens.toFixed(1)} of ${page.budget}${i === 0 ? " phone screens" : ""}`,
  );
  const unmeasured = [...new Set(lengths.flatMap((page) => page.unmeasured ?? []))];
  const note = unmeasured.length
    ? ` (without ${unmeasured.map((name) => `the ${name} section`).join(", ")}, not measured yet: npm run measure-design)`
    : "";
  return `↕ page length: ${pages.join(" · ")}${note}`;
}
