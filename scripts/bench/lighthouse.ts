// Lighthouse (the npm package, run on Debian's Chromium) on a served build:
// the four category scores and the lab metrics, with its mobile settings (a
// mid-range phone on a throttled 4G connection, simulated) and its desktop
// ones. Pages are served by the project's own server, so _headers and the CSP
// apply as on a CDN. One Chromium for every run, a fresh tab each time.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/shared/chromium.ts";
import type { Verdict } from "./targets.ts";

export interface LighthouseRun {
  route: string;
  form: "mobile" | "desktop";
  /** Category scores, 0–100. */
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The audits that lost points, by id. */
  failed: string[];
}

/** What the first-flight benchmark reads from a mobile audit besides the scores: the trace's own account of the time to the largest paint. */
interface FlightRun extends LighthouseRun {
  /** The LCP element's opening tag, and the phases of its time (text has no load: TTFB, then render delay). */
  lcpElement: string;
  ttfb: number;
  renderDelay: number;
  /** Bytes of the page's own response on the wire (headers and compressed body), and of every request of the load. */
  documentBytes: number;
  totalBytes: number;
  /** Why Lighthouse could not measure the page, when it could not. */
  error?: string;
  /** Main-thread time by kind, as Lighthouse reports it for the throttled phone ("styleLayout", "parseHTML", …). */
  mainThread: Record<string, number>;
}

export type Form = "mobile" | "desktop";

/** `flags`: more Chromium flags, e.g. to answer a third party's host from a local stub. `forms`: both unless LH_FORMS or the caller names fewer. */
export async function lighthouseAll(
  base: string,
  routes: string[],
  flags: string[] = [],
  forms = (process.env.LH_FORMS?.split(",") ?? ["mobile", "desktop"]) as Form[],
): Promise<LighthouseRun[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_ARGS, ...flags] });
  const runs: LighthouseRun[] = [];
  try {
    for (const route of routes) for (const form of forms) runs.push(await measured(chrome.port, new URL(route, base), form));
  } finally {
    chrome.kill();
  }
  return runs;
}

/** What every table of audits says of them (see measured). */
export const REDONE = "An audit that measured no LCP is redone, at most twice.";

/** An audit, with how many times it had to be redone. */
export type Measured = FlightRun & { retries: number };

/**
 * Audits a page, again when Lighthouse could not measure it (a run now and
 * then ends without an LCP on a busy machine, and scores 0 for performance),
 * at most twice more; the run says how many times it was redone, and a third
 * failure stops the benchmark rather than enter a figure that was not
 * measured.
 */
export async function measured(
  port: number,
  url: URL,
  form: Form,
  options: { keepCache?: boolean; devtools?: boolean } = {},
): Promise<Measured> {
  for (let attempt = 0; ; attempt++) {
    const run = await audit(port, url, form, options);
    if (Number.isFinite(run.lcp)) return { ...run, retries: attempt };
    if (attempt === 2) throw new Error(`${url.toString()}: Lighthouse measured no LCP three times (${run.error ?? "no reason given"})`);
  }
}

/**
 * One audit in the Chromium at `port`. `keepCache`: the browser's cache is
 * kept from the audits before (Lighthouse empties it otherwise), so the page
 * is measured as a visitor's next page. `devtools`: the network and CPU are
 * slowed for real while the page loads (Chromium's own throttling, packet by
 * packet: the page is parsed as its bytes arrive), instead of the load being
 * simulated afterwards from a fast one (Lighthouse's default, which waits for
 * a page's last byte before parsing it).
 */
async function audit(
  port: number,
  url: URL,
  form: "mobile" | "desktop",
  options: { keepCache?: boolean; devtools?: boolean } = {},
): Promise<FlightRun> {
  const result = await lighthouse(
    url.toString(),
    {
      port,
      output: "json",
      logLevel: "error",
      // A picture of the whole page for the HTML report, which is not written: no score or metric reads it.
      disableFullPageScreenshot: true,
      disableStorageReset: !!options.keepCache,
      ...(options.devtools ? { throttlingMethod: "devtools" as const } : {}),
    },
    form === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.explanation || "failed"})`),
  );
  // The audits' details, in the shapes Lighthouse 12 gives them.
  const items = <T>(id: string): T[] => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  type LcpTable = { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };
  const [element, phaseTable] = items<LcpTable>("largest-contentful-paint-element");
  const node = element?.items?.[0]?.node;
  const phases = Object.fromEntries((phaseTable?.items ?? []).map((p) => [p.phase ?? "", p.timing ?? Number.NaN]));
  const requests = items<{ url: string; transferSize?: number }>("network-requests");
  const page = requests.find((r) => r.url === lhr.finalDisplayedUrl) ?? requests[0];
  return {
    route: url.pathname,
    form,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failed,
    error: lhr.runtimeError?.code ?? lhr.audits["largest-contentful-paint"]?.errorMessage,
    lcpElement: node?.snippet ?? "",
    ttfb: phases.TTFB ?? Number.NaN,
    renderDelay: phases["Render Delay"] ?? Number.NaN,
    documentBytes: page?.transferSize ?? Number.NaN,
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    mainThread: Object.fromEntries(
      items<{ group: string; duration: number }>("mainthread-work-breakdown").map((i) => [i.group, i.duration]),
    ),
  };
}

/** The columns of a table of runs, and a run's row: shared by the site and conversions benchmarks. */
export const LIGHTHOUSE_HEAD = [
  "Route",
  "Form",
  "Performance",
  "Accessibility",
  "Best practices",
  "SEO",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "Lost points on",
];

export const lighthouseRow = (r: LighthouseRun): (string | number)[] => [
  r.route,
  r.form,
  r.scores.performance,
  r.scores.accessibility,
  r.scores["best-practices"],
  r.scores.seo,
  Math.round(r.fcp),
  Math.round(r.lcp),
  Math.round(r.tbt),
  r.cls.toFixed(3),
  r.failed.join("; "),
];

/** 100 in all four categories, mobile and desktop, on every page run. */
export function lighthouseTargets(runs: LighthouseRun[]): Verdict[] {
  if (!runs.length) return [{ target: "Lighthouse 100 in all four categories, mobile and desktop", figure: "not run" }];
  const below = runs.filter((r) => Object.values(r.scores).some((s) => s < 100));
  return [
    {
      target: "Lighthouse 100 in all four categories, mobile and desktop",
      figure: `${runs.length - below.length} of ${runs.length} runs at 100 × 4`,
      met: below.length === 0,
      why: below.length ? below.map((r) => `${r.route} ${r.form}: ${r.failed.slice(0, 2).join(", ")}`).join("; ") : undefined,
    },
  ];
}
