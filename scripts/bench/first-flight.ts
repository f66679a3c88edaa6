// The first-flight benchmark (`npm run bench -- --first-flight <commit>...`):
// how soon the landing pages and a legal page paint on Lighthouse's simulated
// mobile network (4G at 150 ms round trips, a 4× slower CPU), for each
// commit's build of its own content/, audited in turns in one Chromium so a
// busy moment of the machine lands on all of them alike. Reports each page's
// median LCP with the trace's own account of it (time to first byte, render
// delay, the page's bytes on the wire, style and layout time), its layout
// shift and scores, and the gap between the landing pages and the legal page.
//
// Then, on the last commit named: a visitor's second page, with the browser's
// cache kept from the first (a landing page's later stylesheet, its icons'
// masks with it, comes from it), and the desktop audits, for Lighthouse's
// four categories on both forms. `tiny` (bench.ts's --tiny): one mobile audit of / alone, to
// prove the mode still runs.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import { startServer } from "../../src/serve/static-server.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/shared/chromium.ts";
import { checkout, label } from "../commits/worktree.ts";
import { lighthouseTargets, measured, type Form, type Measured } from "./lighthouse.ts";
import { describeMachine } from "./machine.ts";
import { section, table, verdictTable, type Report } from "./report.ts";
import { contentOf, timeBuild } from "./speed.ts";
import { median } from "./stats.ts";
import type { Verdict } from "./targets.ts";

/** A build served for the audits. */
interface Site {
  name: string;
  dir: string;
  url: string;
}

const LCP_TARGET = 850;
const GAP_TARGET = 100;

export async function benchFirstFlight(options: { commits: string[]; runs: number; tiny?: boolean }): Promise<Report> {
  const work = mkdtempSync(path.join(tmpdir(), "bench-flight-"));
  const servers: { close(): void }[] = [];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const sites: Site[] = [];
    for (const [i, name] of options.commits.entries()) {
      const dir = path.join(work, `site-${i}`);
      const tree = checkout(name);
      const content = contentOf(tree, !!options.tiny);
      // An older commit's build may take no --content: its content/ is what it builds unasked.
      const run = await timeBuild(tree, {
        out: dir,
        content: content === path.join(tree, "content") ? undefined : content,
        timeoutMs: 300_000,
      });
      if (!run.ok) throw new Error(`${label(name)}: the build failed\n${run.error}`);
      const { server, url } = await startServer({ dir, host: "127.0.0.1" });
      servers.push(server);
      sites.push({ name: label(name), dir, url });
    }
    const last = sites.at(-1)!;
    const routes = options.tiny ? { landing: ["/"], legal: undefined, all: ["/"] } : pageRoutes(last.dir);

    // Each commit's pages, cold, in turns.
    const measure = (url: URL, options: { keepCache?: boolean; form?: Form } = {}) =>
      measured(chrome.port, url, options.form ?? "mobile", options);
    const cold = new Map<string, Measured[]>();
    for (let r = 0; r < options.runs; r++)
      for (const site of sites)
        for (const route of routes.all) push(cold, `${site.name} ${route}`, await measure(new URL(route, site.url)));

    // The last commit's second pages: each other page right after /, with the browser's cache kept; and desktop.
    const next = new Map<string, Measured[]>();
    const desktop: Measured[] = [];
    if (!options.tiny)
      for (let r = 0; r < options.runs; r++) {
        for (const route of routes.all.filter((route) => route !== "/")) {
          await measure(new URL("/", last.url));
          push(next, route, await measure(new URL(route, last.url), { keepCache: true }));
        }
        for (const route of routes.all) desktop.push(await measure(new URL(route, last.url), { form: "desktop" }));
      }

    const flightRows = sites.flatMap((site) =>
      routes.all.map((route) => {
        const runs = cold.get(`${site.name} ${route}`)!;
        return [
          site.name,
          route,
          runs.map((run) => Math.round(run.lcp)).join(", "),
          Math.round(median(runs.map((run) => run.lcp))),
          Math.round(median(runs.map((run) => run.fcp))),
          Math.round(median(runs.map((run) => run.ttfb))),
          Math.round(median(runs.map((run) => run.renderDelay))),
          Math.round(median(runs.map((run) => run.documentBytes))),
          Math.round(median(runs.map((run) => run.totalBytes))),
          Math.max(...runs.map((run) => run.cls)).toFixed(3),
          Math.round(median(runs.map((run) => run.mainThread.styleLayout ?? 0))),
          runs.map((run) => scoreLine(run)).join("; "),
          elementName(runs[0]!.lcpElement),
          runs.reduce((sum, run) => sum + run.retries, 0),
        ];
      }),
    );
    const runsOf = (route: string) => cold.get(`${last.name} ${route}`)!;
    const nextRows = [...next].map(([route, runs]) => [
      `/ then ${route}`,
      runs.map((run) => Math.round(run.lcp)).join(", "),
      Math.round(median(runs.map((run) => run.lcp))),
      Math.round(median(runs.map((run) => run.totalBytes))),
      Math.max(...runs.map((run) => run.cls)).toFixed(3),
    ]);
    const desktopRows = desktop.map((run) => [run.route, Math.round(run.lcp), run.cls.toFixed(3), scoreLine(run), run.failed.join("; ")]);
    const verdicts = [
      ...flightTargets(routes, runsOf),
      ...(options.tiny
        ? []
        : [
            layoutShiftTarget([...routes.all.flatMap(runsOf), ...[...next.values()].flat(), ...desktop]),
            ...lighthouseTargets([...routes.all.flatMap(runsOf), ...desktop]),
          ]),
    ];
    return {
      markdown: [
        "# First flight",
        "",
        describeMachine(),
        "",
        section(
          "Lighthouse, mobile, each commit's build of its own content",
          `Lighthouse's default mobile audit (simulated 4G: 150 ms round trips, 1.6 Mbit/s; a 4× slower CPU), ${options.runs} audit${options.runs === 1 ? "" : "s"} of each page, taken in turns (an audit that measured no LCP is redone, and counted), served by this tree's own server (its _headers and CSP apply). Milliseconds, medians; "page bytes" is the page's own response on the wire, headers included, and a response over about 14,600 B needs a second round trip; "all bytes", every request of the load; layout shift, the largest of the audits; scores, performance / accessibility / best practices / SEO.`,
          table(
            [
              "Build",
              "Page",
              "LCP, each audit",
              "LCP",
              "FCP",
              "TTFB",
              "Render delay",
              "Page bytes",
              "All bytes",
              "Layout shift",
              "Style & layout",
              "Scores",
              "LCP element",
              "Audits redone",
            ],
            flightRows,
          ),
        ),
        ...(options.tiny
          ? []
          : [
              section(
                "A second page view",
                `The last build: each other page opened right after /, with the browser's cache kept (Lighthouse empties it otherwise), so a landing page's later stylesheet (its icons' masks too), fetched by /, is not fetched again. ${options.runs} audits each; milliseconds and bytes, medians.`,
                table(["Visit", "LCP, each audit", "LCP", "All bytes", "Layout shift"], nextRows),
              ),
              section(
                "Lighthouse, desktop",
                `The last build, each page, ${options.runs} audits: Lighthouse's desktop settings.`,
                table(["Page", "LCP", "Layout shift", "Scores", "Lost points on"], desktopRows),
              ),
            ]),
        section("Targets", verdictTable(verdicts)),
      ].join("\n"),
      verdicts,
    };
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const scoreLine = (run: Measured) =>
  [run.scores.performance, run.scores.accessibility, run.scores["best-practices"], run.scores.seo].join("/");

/** No layout shift on any audit of any page. */
function layoutShiftTarget(runs: Measured[]): Verdict {
  const worst = runs.reduce((max, run) => (run.cls > max.cls ? run : max), runs[0]!);
  return {
    target: "layout shift 0 on every page, mobile and desktop, first and second views",
    figure: `${worst.cls.toFixed(3)} at most (${runs.length} audits)`,
    met: worst.cls === 0,
    why: worst.cls > 0 ? `${worst.route} ${worst.form}` : undefined,
  };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/** `<p class="hero__lead">` → `p.hero__lead`. */
const elementName = (snippet: string): string => {
  const [, tag, classes] = /^<([a-z0-9]+)(?:[^>]*\sclass="([^"]*)")?/.exec(snippet) ?? [];
  return tag ? `${tag}${classes ? `.${classes.split(/\s+/).join(".")}` : ""}` : "?";
};

/** The landing pages (those the home page names as its languages' versions) and the first other page of a build (a legal page). */
function pageRoutes(dir: string): { landing: string[]; legal: string; all: string[] } {
  const home = readFileSync(path.join(dir, "index.html"), "utf8");
  const landing = [
    ...new Set([...home.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map((m) => new URL(m[1]!).pathname)),
  ];
  const legal = readdirSync(dir)
    .filter((f) => f.endsWith(".html") && f !== "404.html")
    .map((f) => (f === "index.html" ? "/" : `/${f.slice(0, -".html".length)}`))
    .find((p) => !landing.includes(p));
  if (!legal || !landing.length) throw new Error(`${dir}: no landing page or no other page to compare with`);
  return { landing, legal, all: [...landing, legal] };
}

function flightTargets(routes: { landing: string[]; legal?: string | undefined }, runs: (route: string) => Measured[]): Verdict[] {
  const lcp = (route: string) => median(runs(route).map((run) => run.lcp));
  const bytes = (route: string) => median(runs(route).map((run) => run.documentBytes));
  const style = (route: string) => median(runs(route).map((run) => run.mainThread.styleLayout ?? 0));
  // What a landing page pays that the legal page does not: a second round trip for its bytes, and its style and layout.
  const cost = (route: string) =>
    `the page is ${Math.round(bytes(route)).toLocaleString("en-US")} B on the wire (one round trip carries about 14,600 B); style and layout ${Math.round(style(route))} ms` +
    (routes.legal ? ` against the legal page's ${Math.round(style(routes.legal))} ms` : "");
  return routes.landing.flatMap((route): Verdict[] => [
    {
      target: `${route}: mobile LCP at most ${LCP_TARGET} ms (median)`,
      figure: `${Math.round(lcp(route))} ms`,
      met: lcp(route) <= LCP_TARGET,
      why: lcp(route) > LCP_TARGET ? `${Math.round(lcp(route) - LCP_TARGET)} ms over: ${cost(route)}` : undefined,
    },
    ...(routes.legal ? [gapTarget(route, routes.legal, lcp)] : []),
  ]);
}

function gapTarget(route: string, legalRoute: string, lcp: (route: string) => number): Verdict {
  const gap = lcp(route) - lcp(legalRoute);
  return {
    target: `${route}: at most ${GAP_TARGET} ms after the legal page's LCP (${legalRoute})`,
    figure: `${Math.round(gap)} ms (${Math.round(lcp(legalRoute))} ms)`,
    met: gap <= GAP_TARGET,
    why: gap > GAP_TARGET ? `${Math.round(gap - GAP_TARGET)} ms over` : undefined,
  };
}
