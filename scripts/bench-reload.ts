// `npm run bench:reload`: how long from saving a file to seeing it in the
// browser with `npm run dev`. Runs the dev server on a temporary copy of the
// project (so content/ and templates/ are never edited), opens the page in
// Debian's Chromium, and N times (--runs=10) changes a price in plans.yaml, then
// a rule in site.css, timing each from the file write to the reloaded page's
// load event with the new value on it. Then reads the dev server's own log for
// the rebuild figures: one route re-rendered after a content change vs a full
// rebuild, and a code change (fresh worker and modules). Last, one page edited
// on a site of 1,000 generated legal pages.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { createSiteRenderer } from "../src/dev/site-renderer.ts";
import { formatRupees } from "../src/model/format.ts";
import { makeSyntheticContent } from "../tests/support/synthetic.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/support/chromium.ts";
import { median } from "./bench/stats.ts";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(parseArgs({ options: { runs: { type: "string", default: "10" } } }).values.runs);
const TARGET_MS = 300;

// A copy of what the dev server reads; node_modules is shared through a link.
const project = mkdtempSync(path.join(os.tmpdir(), "bench-reload-"));
for (const item of ["src", "templates", "content", "package.json", "tsconfig.json"])
  cpSync(path.join(root, item), path.join(project, item), { recursive: true });
mkdirSync(path.join(project, "scripts"));
cpSync(path.join(root, "scripts", "dev.ts"), path.join(project, "scripts", "dev.ts"));
symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"), "dir");
const file = (rel: string) => path.join(project, rel);

const dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts", `--content=${file("content")}`], {
  cwd: project,
  env: { ...process.env, PORT: "0", NO_COLOR: "1" },
  // With an IPC channel the dev server exits by itself if this script dies.
  stdio: ["ignore", "pipe", "pipe", "ipc"],
});
const log: string[] = [];
let partial = "";
const onOutput = (chunk: Buffer) => {
  const lines = (partial + chunk.toString()).split("\n");
  partial = lines.pop()!;
  log.push(...lines);
};
dev.stdout!.on("data", onOutput);
dev.stderr!.on("data", onOutput);

async function waitFor<T>(get: () => T | undefined | false, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n--- dev server log ---\n${log.join("\n")}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The first log line after `from` that matches, as a regex match. */
const logLine = (from: number, pattern: RegExp, what: string) =>
  waitFor(() => {
    for (const line of log.slice(from)) {
      const m = pattern.exec(line);
      if (m) return m;
    }
    return undefined;
  }, what);

/** Edit a file and time from the write to the load event of the reload that shows the edit (`shows`: a JS expression). */
async function timeReload(page: Page, edit: () => void, shows: string, what: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  let loaded = page.waitForEvent("load", { timeout: 10_000 });
  const wroteAt = performance.timeOrigin + performance.now();
  edit();
  for (;;) {
    await loaded;
    if (await page.evaluate<boolean>(shows)) break;
    if (Date.now() > deadline) throw new Error(`the page never showed ${what}`);
    loaded = page.waitForEvent("load", { timeout: 10_000 });
  }
  const loadAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
  );
  return loadAt - wroteAt;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { min: sorted[0]!, median: median(values), p90: at(0.9) };
}
const ms = (n: number) => `${Math.round(n)} ms`.padStart(7);
const pause = (n: number) => new Promise((r) => setTimeout(r, n));

const loadAtStart = os.loadavg()[0]!;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const url = (await logLine(0, /➜ (http:\/\/[\d.:]+)\//, "the dev server's address"))[1]!;
  const warmFull = Number((await logLine(0, /full rebuild, warm: (\d+) ms/, "the warm full rebuild figure"))[1]);
  const page = await browser.newPage();
  await page.goto(`${url}/`, { waitUntil: "load" });

  // 1. Content: a new price in plans.yaml, shown on / formatted (₹5,099).
  const plans = file("content/plans.yaml");
  const original = readFileSync(plans, "utf8");
  const price = Number(/price: (\d+)/.exec(original)![1]);
  const content: number[] = [];
  const contentRebuild: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const next = price + i * 100;
    const from = log.length;
    const shown = formatRupees(next);
    content.push(
      await timeReload(
        page,
        () => writeFileSync(plans, original.replace(`price: ${price}`, `price: ${next}`)),
        `document.body.innerText.includes(${JSON.stringify(shown)})`,
        shown,
      ),
    );
    const line = await logLine(from, /plans\.yaml → all \d+ routes re-rendered in (\d+) ms/, "the rebuild line for plans.yaml");
    contentRebuild.push(Number(line[1]));
    await pause(250);
  }
  const routeCount = Number((await logLine(0, /all (\d+) routes re-rendered in/, "a route count"))[1]);

  // 2. Template CSS: a new rule in site.css, inlined into every page.
  const css = file("templates/site.css");
  const originalCss = readFileSync(css, "utf8");
  const style: number[] = [];
  const styleRebuild: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const from = log.length;
    const rule = `.bench-reload-${i}`;
    style.push(
      await timeReload(
        page,
        () => writeFileSync(css, `${originalCss}\n${rule}{outline:${i}px solid}\n`),
        `[...document.querySelectorAll("style")].some((s) => s.textContent.includes(${JSON.stringify(rule)}))`,
        rule,
      ),
    );
    styleRebuild.push(Number((await logLine(from, /site\.css → .* re-rendered in (\d+) ms/, "the rebuild line for site.css"))[1]));
    await pause(250);
  }

  // 3. Every route from content (site.yaml is on every page); the HTML does not change, so no reload.
  const site = file("content/site.yaml");
  const siteYaml = readFileSync(site, "utf8");
  const allRoutes: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const from = log.length;
    writeFileSync(site, `${siteYaml}\n# bench ${i}\n`);
    allRoutes.push(
      Number((await logLine(from, /site\.yaml → all \d+ routes re-rendered in (\d+) ms/, "the rebuild line for site.yaml"))[1]),
    );
    await pause(100);
  }

  // 4. Code: a .tsx saved (a comment added) needs a fresh worker and a full build.
  const tsx = file("templates/Pricing.tsx");
  const pricingSource = readFileSync(tsx, "utf8");
  const code: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const from = log.length;
    writeFileSync(tsx, `${pricingSource}\n// bench ${i}\n`);
    code.push(
      Number(
        (
          await logLine(from, /Pricing\.tsx → fresh modules, all \d+ routes re-rendered in (\d+) ms/, "the rebuild line for Pricing.tsx")
        )[1],
      ),
    );
    await pause(100);
  }

  // 5. A large site: one legal page of +1,000 edited, through the dev server's
  // renderer in this process (the same code its worker runs).
  const large = makeSyntheticContent(file("content"), path.join(project, "large"), 1_000);
  const renderer = createSiteRenderer({ root: project, contentDir: large });
  const startedLarge = performance.now();
  await renderer.update();
  const largeFull = performance.now() - startedLarge;
  const edited = path.join(large, "legal", "synthetic-page-00500.md");
  const editedSource = readFileSync(edited, "utf8");
  const largeEdit: number[] = [];
  for (let i = 1; i <= 5; i++) {
    writeFileSync(edited, editedSource.replace("## 2. What we do", `## 2. What we do (${i})`));
    const started = performance.now();
    await renderer.update();
    largeEdit.push(performance.now() - started);
  }

  const row = (label: string, values: number[], target?: number) => {
    const s = stats(values);
    const verdict = target === undefined ? "" : `   target < ${target} ms ${s.median < target ? "✔ met" : "✖ missed"}`;
    return `  ${label.padEnd(34)}${ms(s.min)}${ms(s.median)}${ms(s.p90)}${verdict}`;
  };
  const cpu = os.cpus();
  console.log(`\nLive reload with npm run dev: file written → reloaded page's load event showing the change`);
  console.log(`(${runs} runs each; Chromium ${browser.version()}; ${cpu.length} × ${cpu[0]?.model.trim()}; Node ${process.version};`);
  // Other work on the machine shows in every figure: say how busy it was.
  console.log(` load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end)\n`);
  console.log(`  ${"".padEnd(34)}${"min".padStart(7)}${"median".padStart(7)}${"p90".padStart(7)}`);
  console.log(row("content: a price in plans.yaml", content, TARGET_MS));
  console.log(row("template CSS: a rule in site.css", style));
  console.log(`\nRebuild inside the dev server (its log), ${routeCount} routes`);
  console.log(`  ${"".padEnd(50)}${"median".padStart(7)}`);
  console.log(`  ${"content, incremental: plans.yaml → / (1 route)".padEnd(50)}${ms(median(contentRebuild))}`);
  console.log(`  ${`content, every route: site.yaml (${routeCount} routes)`.padEnd(50)}${ms(median(allRoutes))}`);
  console.log(`  ${"full rebuild, warm: content + assets + all routes".padEnd(50)}${ms(warmFull)}`);
  console.log(`  ${"CSS: assets + all routes".padEnd(50)}${ms(median(styleRebuild))}`);
  console.log(`  ${"code (.tsx): fresh worker, modules, full build".padEnd(50)}${ms(median(code))}`);
  console.log(`\nA large site (+1,000 legal pages), the dev server's renderer in this process`);
  console.log(`  ${"first full render".padEnd(50)}${ms(largeFull)}`);
  console.log(`  ${"one legal page edited (1 route, median of 5)".padEnd(50)}${ms(median(largeEdit))}`);
  const verdict = median(content) < TARGET_MS;
  console.log(
    `\n${verdict ? "✔" : "✖"} content change to reloaded page: median ${Math.round(median(content))} ms (target < ${TARGET_MS} ms); incremental rebuild ${Math.round(median(contentRebuild))} ms vs full ${warmFull} ms`,
  );
} finally {
  await browser.close();
  dev.kill("SIGTERM");
  await new Promise((resolve) => (dev.exitCode === null ? dev.once("exit", resolve) : resolve(undefined)));
  rmSync(project, { recursive: true, force: true });
}
