// The site benchmark (`npm run bench`, scripts/bench/bench.ts): page weight and a
// real page load for every route, checked against the landing-page targets,
// then build speed (the real site and synthetic sites of 100, 1,000 and 5,000
// extra pages, each a cold process) and a CPU profile of the 1,000-page build
// (the 100-page one if that took too long), Lighthouse (mobile and desktop) on
// every page, and what pictures cost (the real site's logos and the pictures
// fixture's photos, before and after scrolling). Everything is built into
// temporary folders; dist/ is never touched. `quick`: fewer repetitions,
// Lighthouse on the landing pages only, no 5,000-page build, no profile.
// `tiny`: every step once, on 5 generated pages, / alone loaded in Chromium
// and audited (Lighthouse, mobile), over the frozen content (speed.ts's
// contentOf), so the suite proves the benchmark still runs
// (tests/bench/page-modes.test.ts).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumVersion, CPU_SLOWDOWN, loadAll, PHONE, type PageLoad } from "./browser.ts";
import { LIGHTHOUSE_HEAD, lighthouseAll, REDONE, lighthouseRow, lighthouseTargets, type Form, type LighthouseRun } from "./lighthouse.ts";
import { describeMachine, describeMachineCheck, machineCheck } from "./machine.ts";
import { byStage, selfTimeByModule, type Share } from "./profile.ts";
import { section, table, verdictTable, type Report, type Row } from "./report.ts";
import { buildCommand, contentOf, timeBuild, timeRepeated, type Timing } from "./speed.ts";
import { buildTargets, firstVisit, pageTargets } from "./targets.ts";
import { htmlFiles, pageWeight, WINDOW, type PageWeight } from "./weight.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { withPictures } from "../../tests/shared/content.ts";
import { makeSyntheticContent } from "../../tests/shared/synthetic.ts";

const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(path.join(process.cwd(), "node_modules/lighthouse/package.json"), "utf8")) as { version: string }
).version;
const log = (message: string) => process.stderr.write(`… ${message}\n`);
const ms = (n: number) => Math.round(n);

/** How much of the site benchmark runs: all of it, `quick` (bench.ts's --quick) or `tiny` (--tiny). */
export type Scale = "full" | "quick" | "tiny";

export async function benchSite({ scale }: { scale: Scale }): Promise<Report> {
  const root = process.cwd();
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  try {
    return await measure(root, work, scale);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measure(root: string, work: string, scale: Scale): Promise<Report> {
  const quick = scale !== "full";
  const tiny = scale === "tiny";
  /** How many times a build is timed: `full` at full scale, once otherwise. */
  const repeats = (full: number) => (quick ? 1 : full);
  const out: string[] = [];
  const add = (title: string, ...body: string[]) => out.push(section(title, ...body));
  const machineAtStart = machineCheck(work);
  const content = contentOf(root, tiny);

  // 1. Page weight and a real load, from one build of the real content.
  log("building the site into a temporary folder");
  const site = path.join(work, "site");
  const first = await timeBuild(root, { out: site, content, timeoutMs: 300_000, env: { BUILD_CACHE_DIR: path.join(work, "cache-site") } });
  if (!first.ok) throw new Error(`npm run build failed:\n${first.error}`);
  const weights: PageWeight[] = [];
  for (const file of htmlFiles(site).sort()) weights.push(await pageWeight(site, file));
  weights.sort((a, b) => (a.route === "/" ? -1 : b.route === "/" ? 1 : a.route.localeCompare(b.route)));
  // `tiny` loads / alone, as it audits / alone: one load proves the step runs (every page took 19 s).
  log(tiny ? "loading / in Chromium" : "loading every page in Chromium");
  const loads = await loadAll(
    site,
    weights.filter((w) => !tiny || w.route === "/").map((w) => ({ route: w.route, socialImages: w.socialImages })),
  );
  const loadOf = (route: string): PageLoad | undefined => loads?.find((l) => l.route === route);

  const landing = weights.find((w) => w.route === "/");
  const pageVerdicts = landing ? pageTargets(landing, loadOf("/")) : [];

  // What pictures cost: the real site's (its client logos), and the pictures
  // fixture's landing page, with two photos, five logos and a screenshot.
  log("building the pictures fixture site");
  const picturesContentDir = picturesFixture(content, path.join(work, "pictures-content"));
  const picturesSite = path.join(work, "pictures-site");
  // Built to be loaded, not timed (the row that times it, below, is cold): the project's
  // output cache gives it every picture an earlier build encoded from the same image.
  const picturesBuild = await timeBuild(root, {
    out: picturesSite,
    content: picturesContentDir,
    timeoutMs: 300_000,
  });
  const picturesWeight = picturesBuild.ok ? await pageWeight(picturesSite, "index.html") : undefined;
  const picturesLoad = picturesWeight
    ? (await loadAll(picturesSite, [{ route: "/", socialImages: picturesWeight.socialImages }]))?.[0]
    : undefined;
  const picturesVerdicts = picturesWeight ? pageTargets(picturesWeight, picturesLoad) : [];

  // Lighthouse, mobile and desktop: every route (with --quick, the landing page in each language: /, /hi; --tiny, / on mobile).
  log("running Lighthouse");
  const audited = weights.map((w) => w.route);
  const { runs: lighthouse, why: noLighthouse = "Chromium is not installed, so Lighthouse did not run." } = loads
    ? await lighthouseOn(
        site,
        tiny ? ["/"] : quick ? audited.filter((r) => r === "/" || /^\/[a-z]{2,3}$/.test(r)) : audited,
        tiny ? ["mobile"] : undefined,
      )
    : { runs: [] };

  // 2. Build speed: every run a new process into an empty folder.
  const timings: Timing[] = [];
  // Cold: every run gets its own empty content cache (src/outputs/cache.ts reads BUILD_CACHE_DIR).
  let runs = 0;
  const coldEnv = () => ({ BUILD_CACHE_DIR: path.join(work, `cache-${runs++}`) });
  const timed = async (
    label: string,
    {
      pages,
      times,
      content: from = content,
      timeoutMs,
      args = [],
    }: { pages: number; times: number; content?: string; timeoutMs: number; args?: string[] },
  ) => {
    log(`timing: ${label} × ${times}`);
    const timing = await timeRepeated(label, pages, times, () =>
      timeBuild(root, { out: path.join(work, "out"), content: from, args, timeoutMs, env: coldEnv() }),
    );
    timings.push(timing);
    return timing;
  };
  // Warm: one build fills a cache, the timed builds reuse it. Not a target; shown for comparison.
  const warmTimings: Timing[] = [];
  let warmCacheUsed = false;
  const timedWarm = async (
    label: string,
    { pages, times, content: from = content }: { pages: number; times: number; content?: string },
  ) => {
    const env = { BUILD_CACHE_DIR: path.join(work, `warm-cache-${runs++}`) };
    log(`timing: ${label} × ${times}`);
    const prime = await timeBuild(root, { out: path.join(work, "out"), content: from, timeoutMs: 300_000, env });
    if (!prime.ok) return;
    warmCacheUsed ||= existsSync(env.BUILD_CACHE_DIR) && readdirSync(env.BUILD_CACHE_DIR).length > 0;
    warmTimings.push(
      await timeRepeated(label, pages, times, () =>
        timeBuild(root, { out: path.join(work, "out"), content: from, timeoutMs: 60_000, env }),
      ),
    );
  };
  const real = await timed("real site", { pages: 0, times: tiny ? 1 : quick ? 3 : 5, timeoutMs: 60_000 });
  // Not a target: what encoding a page's worth of pictures costs a cold build
  // (--tiny leaves out this row and the cards' one: the same step as the rows kept).
  if (!tiny)
    await timed("real site + pictures fixture (2 photos, 2 logos, 1 screenshot)", {
      pages: 0,
      times: repeats(3),
      content: picturesContentDir,
      timeoutMs: 60_000,
    });
  const sizes = tiny ? [5] : quick ? [100, 1_000] : [100, 1_000, 5_000];
  const byPages = new Map<number, Timing>();
  for (const n of sizes) {
    log(`generating ${n.toLocaleString("en-US")} pages`);
    const generated = makeSyntheticContent(content, path.join(work, `content-${n}`), n);
    byPages.set(
      n,
      await timed(`+${n.toLocaleString("en-US")} pages`, {
        pages: n,
        times: repeats(n >= 5_000 ? 1 : 3),
        content: generated,
        timeoutMs: n >= 5_000 ? 120_000 : 60_000,
      }),
    );
  }
  // Not a target: what a preview card of its own costs each page.
  if (!tiny) {
    const ownCards = makeSyntheticContent(content, path.join(work, "content-100-cards"), 100, { ownCard: true });
    await timed("+100 pages, a card each", { pages: 100, times: repeats(3), content: ownCards, timeoutMs: 60_000 });
  }
  // Not a target: the build for hosts that compress on the fly (README, "Deploying dist/").
  for (const n of sizes.filter((n) => n >= 1_000 && byPages.get(n)?.medianMs !== undefined)) {
    await timed(`+${n.toLocaleString("en-US")} pages, --no-precompress`, {
      pages: n,
      times: repeats(n >= 5_000 ? 1 : 3),
      content: path.join(work, `content-${n}`, "content"),
      timeoutMs: n >= 5_000 ? 120_000 : 60_000,
      args: ["--no-precompress"],
    });
  }
  const buildVerdicts = buildTargets(real, byPages.get(1_000), byPages.get(5_000), timings);
  await timedWarm("real site, warm", { pages: 0, times: repeats(3) });
  if (byPages.get(1_000)?.medianMs !== undefined)
    await timedWarm("+1,000 pages, warm", { pages: 1_000, times: repeats(3), content: path.join(work, "content-1000", "content") });

  // 3. Where the time goes: a CPU profile of the largest synthetic build that
  // finished (1,000 pages normally; a profile is written only when the process exits).
  // --tiny profiles its few pages: the profile's reading of run.mjs's source maps is a step that can break too.
  let modules: Share[] = [];
  const profiled = [1_000, 100, 5].find((n) => byPages.get(n)?.medianMs !== undefined);
  if ((!quick || tiny) && profiled) {
    log(`profiling the +${profiled.toLocaleString("en-US")}-page build`);
    const profiles = path.join(work, "profiles");
    await timeBuild(root, {
      out: path.join(work, "out"),
      content: path.join(work, `content-${profiled}`, "content"),
      timeoutMs: 300_000,
      nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${profiles}`],
    });
    modules = selfTimeByModule(profiles, root);
  }

  // 4. The report.
  const machineAtEnd = machineCheck(work);
  const chromium = loads ? await chromiumVersion() : undefined;
  out.push(
    "# Benchmarks",
    "",
    `<!-- Written by \`npm run bench -- --write\` (${scale} run); everything above the first comparison (--first-flight, --commits, each written by its own --write) is regenerated; "## Notes" is by hand. -->`,
    "",
    describeMachine(chromium ? `Chromium ${chromium}` : "no Chromium (browser figures missing)"),
    describeMachineCheck(machineAtStart, machineAtEnd),
    "Other processes (other builds, tests, editors) may have been running at the same time: on this 2-core machine that inflates wall times, by 2–3× at a load average of 10, while CPU times move much less. Re-run `npm run bench -- --write` on an idle machine for clean numbers.",
    `Build command timed: \`${buildCommand(root)
      .map((p) => (p.startsWith(root) ? path.relative(root, p) : path.basename(p)))
      .join(" ")}\` (package.json "build"), a new process each run, output into an empty temporary folder.`,
    "",
  );
  add("Landing page targets", verdictTable(pageVerdicts));
  add(
    "Lighthouse",
    `Lighthouse ${LIGHTHOUSE_VERSION} in Debian's Chromium on the project's own server (its _headers and CSP apply): "mobile" is its default (a mid-range phone on throttled 4G, simulated), "desktop" its desktop preset. Scores 0–100; FCP, LCP and TBT in ms. Served from 127.0.0.1, so the throttling is simulated from a fast local load. ${REDONE}`,
    lighthouse.length ? table(LIGHTHOUSE_HEAD, lighthouse.map(lighthouseRow)) : noLighthouse,
    verdictTable(lighthouseTargets(lighthouse)),
  );
  add(
    "Pictures",
    "What the pictures of a page cost a first visit in Chromium (as in Pages below): their requests and brotli bytes before the reader scrolls, and once the page has been scrolled to its end (lazy pictures are fetched as they near the screen). The real site has the client-logo strip; the pictures fixture (tests/fixtures/pictures/, laid over the real content) adds two testimonial photos, a PNG and an SVG logo and a product screenshot.",
    table(
      [
        "Site",
        "Picture requests before scrolling",
        "KB br",
        "Picture requests scrolled",
        "KB br",
        "All requests before scrolling",
        "First visit KB br",
        "CLS",
      ],
      [
        ["real site, /", weights.length && landing ? loadOf("/") : undefined, landing],
        ["pictures fixture, /", picturesLoad, picturesWeight],
      ].map(([name, load, weight]): Row => {
        const l = load as PageLoad | undefined;
        const w = weight as PageWeight | undefined;
        const pictures = (list: PageLoad["others"] = []) => list.filter((r) => new URL(r.url).pathname.startsWith("/images/"));
        const kbOf = (list: PageLoad["others"]) => (list.reduce((sum, r) => sum + r.brotli, 0) / 1000).toFixed(1);
        if (!l || !w) return [name as string, "n/a", "", "", "", "", "", ""];
        return [
          name as string,
          pictures(l.beforeScroll).length,
          kbOf(pictures(l.beforeScroll)),
          pictures(l.others).length,
          kbOf(pictures(l.others)),
          l.beforeScroll.length + 1,
          (firstVisit(w, l).total / 1000).toFixed(1),
          l.cls.toFixed(3),
        ];
      }),
    ),
    picturesVerdicts.length
      ? `The fixture's landing page against the same targets:\n\n${verdictTable(picturesVerdicts)}`
      : "The pictures fixture did not build.",
  );
  add(
    "Pages",
    `HTML at gzip -9 and brotli 11. "Other requests" are everything the page fetched on load in Chromium (${PHONE.viewport.width}×${PHONE.viewport.height}, DPR ${PHONE.deviceScaleFactor}, ${CPU_SLOWDOWN}× CPU slowdown), sizes as a brotli-11 CDN would send them; the social preview image is never loaded by a page. "Hero" is the brotli stream, flushed, up to the \`</section>\` closing the hero, against ${WINDOW.toLocaleString("en-US")} B (ten 1,460 B TCP segments, the initial congestion window). FCP/LCP are from a local server, so they show rendering cost, not network time.`,
    table(
      [
        "Route",
        "HTML raw",
        "gzip",
        "brotli",
        "Other requests",
        "Other KB br",
        "JS B br",
        "Render-blocking",
        "Hero br",
        "Fits 14.6 KB",
        "CLS",
        "FCP ms",
        "LCP ms",
      ],
      weights.map((w): Row => {
        const load = loadOf(w.route);
        const visit = firstVisit(w, load);
        return [
          w.route,
          w.raw,
          w.gzip,
          w.brotli,
          visit.requests,
          load ? (load.others.reduce((s, r) => s + r.brotli, 0) / 1000).toFixed(1) : "n/a",
          visit.js,
          `${w.renderBlocking.length} / ${load ? load.renderBlocking.length : "n/a"}`,
          w.heroBrotli ?? "-",
          w.heroBrotli === undefined ? "-" : w.heroBrotli <= WINDOW ? "yes" : "NO",
          load ? load.cls.toFixed(3) : "n/a",
          load?.fcp !== undefined ? ms(load.fcp) : "n/a",
          load?.lcp !== undefined ? ms(load.lcp) : "n/a",
        ];
      }),
    ),
    `Render-blocking is "found in the HTML / reported by Chromium's Resource Timing (renderBlockingStatus)". Inline CSS on the landing page: ${landing ? landing.inlineCss.toLocaleString("en-US") : "?"} B raw.`,
    requestList(loads),
  );
  add(
    "Build speed",
    "Cold builds: each run is a new process (tool start-up included) writing into an empty folder with an empty content cache; the OS file cache and the tools' own compile caches (tsx's, or the bundle scripts/run.mjs keeps in .cache/) are warm, as on a developer's machine after the first build. Synthetic sites are the real content plus N generated legal-style pages of about 1.5 KB (front matter, headings, a list, a table, tokens)" +
      '; each is marked `footer: false` (listed in the footer, every page would link to all the others, and the HTML would grow with the square of the page count) and `socialImage: site` (sharing the landing page\'s preview card; the row "a card each" shows what drawing one per page costs). Rows marked `--no-precompress` are the build for hosts that compress on the fly, without the `.br`/`.gz` copies; the targets are for the default build.',
    table(
      ["Build", "Runs", "Median s", "Min s", "Max s", "CPU s (median)", "Peak RSS MB"],
      [...timings, ...warmTimings].map((t): Row => {
        const okRuns = t.runs.filter((r) => r.ok);
        return [
          t.label,
          t.runs.length,
          t.medianMs !== undefined
            ? (t.medianMs / 1000).toFixed(2)
            : (t.runs
                .find((r) => !r.ok)
                ?.error?.split("\n")[0]
                ?.slice(0, 40) ?? "failed"),
          okRuns.length ? (Math.min(...okRuns.map((r) => r.ms)) / 1000).toFixed(2) : "-",
          okRuns.length ? (Math.max(...okRuns.map((r) => r.ms)) / 1000).toFixed(2) : "-",
          t.medianCpuMs !== undefined ? (t.medianCpuMs / 1000).toFixed(2) : "n/a",
          t.maxRssMb !== undefined ? Math.round(t.maxRssMb) : "n/a",
        ];
      }),
    ),
    `Warm rows reuse a content cache filled by one earlier build (precompressed copies, social cards, each legal page as loaded and rendered; \`BUILD_CACHE_DIR\`, see src/outputs/cache.ts)${warmCacheUsed ? "" : ". This build wrote nothing to it, so warm equals cold"}. The targets are for cold builds.`,
    verdictTable(buildVerdicts),
  );
  if (modules.length) {
    const total = modules.reduce((s, m) => s + m.ms, 0);
    const share = (n: number) => `${((n / total) * 100).toFixed(0)}%`;
    add(
      `Where the time goes (+${profiled!.toLocaleString("en-US")} pages, --cpu-prof)`,
      `Self time over every JavaScript thread of one build (${(total / 1000).toFixed(2)} s of CPU, idle excluded), by stage and by package or project module. The build profiled is the bundled one that \`npm run build\` runs; each function is given back its module's name through the bundle's source map. Built-in functions (RegExp, JSON, string methods) are charged to the module that called them. Work on libuv's thread pool (brotli, gzip, resvg's rasterising) is not in a JavaScript profile: it is the difference between this total and the CPU column above.`,
      table(
        ["Stage", "ms", "Share"],
        byStage(modules).map((s): Row => [s.name, ms(s.ms), share(s.ms)]),
      ),
      table(
        ["Module", "ms", "Share"],
        modules.slice(0, 15).map((m): Row => [m.name, ms(m.ms), share(m.ms)]),
      ),
    );
  }

  return {
    markdown: out.join("\n"),
    verdicts: [...pageVerdicts, ...buildVerdicts, ...lighthouseTargets(lighthouse), ...picturesVerdicts],
  };
}

function requestList(loads: PageLoad[] | undefined): string {
  if (!loads) return "Chromium is not installed at /usr/bin/chromium (`apt-get install chromium`), so nothing was loaded.";
  const rows = loads.flatMap((l) => l.others.map((r): Row => [l.route, new URL(r.url).pathname, r.type, r.status, r.body, r.brotli]));
  return rows.length
    ? table(["Page", "Request", "Type", "Status", "Bytes sent", "Bytes br"], rows)
    : "No page made any request besides its own HTML.";
}

/** `content` (the real content, or with --tiny the frozen) with the pictures fixture laid over it (tests/fixtures/pictures/), in `dir`. */
function picturesFixture(content: string, dir: string): string {
  cpSync(content, dir, { recursive: true });
  cpSync(path.join(process.cwd(), "tests/fixtures/pictures/images"), path.join(dir, "images"), { recursive: true });
  writeFileSync(path.join(dir, "landing.yaml"), withPictures(readFileSync(path.join(dir, "landing.yaml"), "utf8"), "none"));
  return dir;
}

/** The audits, or why there are none: a failure is reported in place of the table, so the rest of a long run is kept. */
async function lighthouseOn(dir: string, routes: string[], forms?: Form[]): Promise<{ runs: LighthouseRun[]; why?: string }> {
  const { server, url } = await startServer({ dir, host: "127.0.0.1" });
  try {
    return { runs: await lighthouseAll(url, routes, [], forms) };
  } catch (error) {
    return { runs: [], why: `Lighthouse failed: ${(error as Error).message}` };
  } finally {
    server.close();
  }
}
