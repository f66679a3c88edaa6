// The first-flight benchmark (`npm run bench -- --first-flight <commit>...`):
// how soon the landing pages and a legal page paint on Lighthouse's simulated
// mobile network (4G at 150 ms round trips, a 4× slower CPU), for each
// commit's build of its own content/, audited in turns in one Chromium so a
// busy moment of the machine lands on all of them alike. Reports each page's
// median LCP with the trace's own account of it (time to first byte, render
// delay, the page's bytes on the wire, style and layout time) and the gap
// between the landing pages and the legal page.
//
// Then where the stylesheet should live, measured on the last commit named:
// inline and trimmed to each page (the build as it is), against one shared,
// content-hashed stylesheet that stays cached: a visitor's first page (`/`)
// and the legal page, opened cold and as the next page after `/`.
import { build } from "esbuild";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { launch } from "chrome-launcher";
import { SECTION_VIEWS } from "../../templates/sections/views.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/shared/chromium.ts";
import { checkout, label } from "../commits/worktree.ts";
import { audit, type FlightRun } from "./lighthouse.ts";
import { describeMachine } from "./machine.ts";
import { section, table, verdictTable, type Report } from "./report.ts";
import { timeBuild } from "./speed.ts";
import { median } from "./stats.ts";
import type { Verdict } from "./targets.ts";

/** A build served for the audits. */
interface Site {
  name: string;
  dir: string;
  url?: string;
}

/** An audit, with how many times it had to be redone. */
type Measured = FlightRun & { retries: number };

const LCP_TARGET = 850;
const GAP_TARGET = 100;

export async function benchFirstFlight(options: { commits: string[]; runs: number }): Promise<Report> {
  const work = mkdtempSync(path.join(tmpdir(), "bench-flight-"));
  const servers: { close(): void }[] = [];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const sites: Site[] = [];
    for (const [i, name] of options.commits.entries()) {
      const dir = path.join(work, `site-${i}`);
      const run = await timeBuild(checkout(name), { out: dir, timeoutMs: 300_000 });
      if (!run.ok) throw new Error(`${label(name)}: the build failed\n${run.error}`);
      sites.push({ name: label(name), dir });
    }
    const last = sites.at(-1)!;
    const shared: Site = { name: `${last.name}, one shared stylesheet`, dir: path.join(work, "shared") };
    await withSharedStylesheet(last.dir, shared.dir);
    for (const site of [...sites, shared]) {
      const { server, url } = await startServer({ dir: site.dir, host: "127.0.0.1" });
      servers.push(server);
      site.url = url;
    }
    const routes = pageRoutes(last.dir);

    // Each commit's pages, cold, in turns.
    const measure = measurer(chrome.port);
    const cold = new Map<string, Measured[]>();
    for (let r = 0; r < options.runs; r++)
      for (const site of sites)
        for (const route of routes.all) push(cold, `${site.name} ${route}`, await measure(new URL(route, site.url)));

    // The stylesheet's place: a first page, and the legal page cold and after
    // the landing page; simulated, and with the network slowed for real.
    const visits = new Map<string, Measured[]>();
    for (const devtools of [false, true])
      for (let r = 0; r < options.runs; r++)
        for (const site of [last, shared]) {
          const key = (visit: string) => `${site.name} ${devtools ? "devtools" : "simulated"} ${visit}`;
          push(visits, key("first /"), await measure(new URL("/", site.url), { devtools }));
          push(visits, key(`first ${routes.legal}`), await measure(new URL(routes.legal, site.url), { devtools }));
          await measure(new URL("/", site.url), { devtools });
          push(visits, key(`next ${routes.legal}`), await measure(new URL(routes.legal, site.url), { devtools, keepCache: true }));
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
          Math.round(median(runs.map((run) => run.mainThread.styleLayout ?? 0))),
          Math.round(median(runs.map((run) => run.mainThread.parseHTML ?? 0))),
          runs.map((run) => run.scores.performance).join(", "),
          elementName(runs[0]!.lcpElement),
          runs.reduce((sum, run) => sum + run.retries, 0),
        ];
      }),
    );
    const runsOf = (route: string) => cold.get(`${last.name} ${route}`)!;
    const visitRow = (site: Site, throttling: string, visit: string) => {
      const runs = visits.get(`${site.name} ${throttling} ${visit}`)!;
      return [
        site.name,
        throttling,
        visit,
        runs.map((run) => Math.round(run.lcp)).join(", "),
        Math.round(median(runs.map((run) => run.lcp))),
        Math.round(median(runs.map((run) => run.totalBytes))),
      ];
    };
    const visitNames = ["first /", `first ${routes.legal}`, `next ${routes.legal}`];
    return {
      markdown: [
        "# First flight",
        "",
        describeMachine(),
        "",
        section(
          "Lighthouse, mobile, each commit's build of its own content",
          `Lighthouse's default mobile audit (simulated 4G: 150 ms round trips, 1.6 Mbit/s; a 4× slower CPU), ${options.runs} audits of each page, taken in turns (an audit that measured no LCP is redone, and counted), served by this tree's own server (its _headers and CSP apply). Milliseconds, medians; "page bytes" is the page's own response on the wire, headers included; a response over about 14,600 B needs a second round trip. Style and layout, and HTML parsing, are the main thread's time as the audit reports it.`,
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
              "Style & layout",
              "Parse HTML",
              "Performance",
              "LCP element",
              "Audits redone",
            ],
            flightRows,
          ),
        ),
        section(
          "Where the stylesheet lives: a visitor's first and next page",
          `The last build as it is (each page's CSS inline, trimmed to what it uses), against the same pages linking one shared, content-hashed stylesheet of the whole site's CSS (cached for a year, as /images/ is). "first" is a visit with an empty cache; "next" is ${routes.legal} opened right after / with the browser's cache kept. "simulated" is Lighthouse's default, which replays a fast load on the model network and starts parsing a page only once its last byte is in; "devtools" slows Chromium's network and CPU for real while the page loads (Lighthouse's devtools throttling: 562.5 ms round trips at the HTTP level, 1.4 Mbit/s), so the browser parses and paints the page's first bytes while the rest arrive. All bytes: every request of the load, on the wire. ${options.runs} audits each, medians.`,
          table(
            ["Build", "Throttling", "Visit", "LCP, each audit", "LCP", "All bytes"],
            ["simulated", "devtools"].flatMap((throttling) =>
              [last, shared].flatMap((site) => visitNames.map((visit) => visitRow(site, throttling, visit))),
            ),
          ),
        ),
        section("Targets", verdictTable(flightTargets(routes, runsOf))),
      ].join("\n"),
      verdicts: flightTargets(routes, runsOf),
    };
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Audits a page, again when Lighthouse could not measure it (a run now and
 * then ends without an LCP on this machine), at most twice more; the
 * run says how many times it was redone, and a third failure stops the
 * benchmark rather than enter a figure that was not measured.
 */
function measurer(port: number) {
  return async (url: URL, options: { keepCache?: boolean; devtools?: boolean } = {}): Promise<Measured> => {
    for (let attempt = 0; ; attempt++) {
      const run = await audit(port, url, "mobile", options);
      if (Number.isFinite(run.lcp)) return { ...run, retries: attempt };
      if (attempt === 2) throw new Error(`${url.toString()}: Lighthouse measured no LCP three times (${run.error ?? "no reason given"})`);
    }
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

function flightTargets(routes: { landing: string[]; legal: string }, runs: (route: string) => Measured[]): Verdict[] {
  const lcp = (route: string) => median(runs(route).map((run) => run.lcp));
  const bytes = (route: string) => median(runs(route).map((run) => run.documentBytes));
  const style = (route: string) => median(runs(route).map((run) => run.mainThread.styleLayout ?? 0));
  // What a landing page pays that the legal page does not: a second round trip for its bytes, and its style and layout.
  const cost = (route: string) =>
    `the page is ${Math.round(bytes(route)).toLocaleString("en-US")} B on the wire (the legal page ${Math.round(bytes(routes.legal)).toLocaleString("en-US")} B; one round trip carries about 14,600 B); style and layout ${Math.round(style(route))} ms against ${Math.round(style(routes.legal))} ms`;
  const legal = lcp(routes.legal);
  return routes.landing.flatMap((route): Verdict[] => [
    {
      target: `${route}: mobile LCP at most ${LCP_TARGET} ms (median)`,
      figure: `${Math.round(lcp(route))} ms`,
      met: lcp(route) <= LCP_TARGET,
      why: lcp(route) > LCP_TARGET ? `${Math.round(lcp(route) - LCP_TARGET)} ms over: ${cost(route)}` : undefined,
    },
    {
      target: `${route}: at most ${GAP_TARGET} ms after the legal page's LCP (${routes.legal})`,
      figure: `${Math.round(lcp(route) - legal)} ms (${Math.round(legal)} ms)`,
      met: lcp(route) - legal <= GAP_TARGET,
      why: lcp(route) - legal > GAP_TARGET ? `${Math.round(lcp(route) - legal - GAP_TARGET)} ms over` : undefined,
    },
  ]);
}

/**
 * A copy of the build at `from` whose pages link one stylesheet holding the
 * whole site's CSS (every page's, the writing systems' and the language
 * menu's, each file once), instead of their inline <style>; the CSP allows
 * the site's own stylesheets.
 */
async function withSharedStylesheet(from: string, to: string): Promise<void> {
  cpSync(from, to, { recursive: true });
  const templates = path.resolve(import.meta.dirname, "../../templates");
  const parts = [
    "site.css",
    ...SECTION_VIEWS.map(({ name }) => `sections/${name}/styles.css`),
    "styles/whatsapp.css",
    "styles/legal.css",
    "styles/language-menu.css",
    ...readdirSync(path.join(templates, "styles", "writing-systems")).map((f) => `styles/writing-systems/${f}`),
  ];
  const result = await build({
    stdin: { contents: parts.map((p) => `@import "./${p}";`).join("\n"), resolveDir: templates, loader: "css" },
    bundle: true,
    minify: true,
    write: false,
    logLevel: "silent",
    target: ["chrome100", "safari15", "firefox100"],
  });
  const css = result.outputFiles[0]!.text;
  const href = `/images/site.${result.outputFiles[0]!.hash.replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 10)
    .toLowerCase()}.css`;
  writeFileSync(path.join(to, href), css);
  writeFileSync(path.join(to, `${href}.br`), brotliCompressSync(css, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  for (const file of htmlFiles(to)) {
    const html = readFileSync(file, "utf8").replace(/<style>[\s\S]*?<\/style>/, `<link rel="stylesheet" href="${href}">`);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    rmSync(`${file}.gz`, { force: true });
  }
  const headers = path.join(to, "_headers");
  writeFileSync(headers, readFileSync(headers, "utf8").replace(/style-src /g, "style-src 'self' "));
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() && e.name !== "admin" ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith(".html") ? [path.join(dir, e.name)] : [],
  );
