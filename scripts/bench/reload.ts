// The reload benchmark (`npm run bench -- --reload`, scripts/bench/bench.ts): how
// long from saving a file to seeing it in the browser with `npm run dev`. Runs
// the dev server on a temporary copy of the project (so content/ and
// templates/ are never edited), opens the page in Debian's Chromium, and
// `runs` times changes a price in plans.yaml, then a rule in site.css, timing
// each from the file write to the reloaded page's load event with the new
// value on it. Then reads the dev server's own log for the rebuild figures:
// one route re-rendered after a content change vs a full rebuild, and a code
// change (fresh worker and modules). Last, one page edited on a site of 1,000
// generated legal pages.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { createSiteRenderer } from "../../src/dev/site-renderer.ts";
import { formatRupees } from "../../src/text/format.ts";
import { LANDING_SECTIONS } from "../../src/model/schema/landing.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/shared/chromium.ts";
import { makeSyntheticContent } from "../../tests/shared/synthetic.ts";
import { describeMachine } from "./machine.ts";
import { section, table, verdictTable, type Report } from "./report.ts";
import { contentOf } from "./speed.ts";
import { median, spread } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");
const TARGET_MS = 300;
const pause = (n: number) => new Promise((r) => setTimeout(r, n));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The .tsx the code edit saves, as the dev server names it (relative to the
 * project, with /): the first section's entry in the page's order, found as
 * templates/sections/views.ts finds it (templates/sections/<name>/section.tsx),
 * so a section moved, renamed or removed never leaves the bench a file that
 * is gone.
 */
function codeEdited(): string {
  const first = LANDING_SECTIONS[0];
  if (!first) throw new Error("templates/sections/schemas.ts lists no section: nothing to edit for the code reload");
  return `templates/sections/${first}/section.tsx`;
}

/** `runs`: edits timed of each kind (at most 5 of the site.yaml edits and 3 of the code edits, which are slower); `pages`: the large site's generated pages. */
export async function benchReload({ runs, pages, tiny }: { runs: number; pages: number; tiny: boolean }): Promise<Report> {
  // A copy of what the dev server reads; node_modules is shared through a link.
  // All of scripts/ (a few hundred kB), not dev.ts alone: what it imports there
  // changes (command-line.ts), and a file left out stops the server at start.
  const project = mkdtempSync(path.join(os.tmpdir(), "bench-reload-"));
  for (const item of ["src", "templates", "scripts", "package.json", "package-lock.json", "tsconfig.json"])
    cpSync(path.join(root, item), path.join(project, item), { recursive: true });
  cpSync(contentOf(root, tiny), path.join(project, "content"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"), "dir");

  const dev = spawn(process.execPath, ["scripts/run.mjs", "scripts/dev.ts", `--content=${path.join(project, "content")}`], {
    cwd: project,
    env: { ...process.env, PORT: "0", NO_COLOR: "1" },
    // With an IPC channel the dev server exits by itself if this process dies.
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await measure({ project, dev: devLog(dev), runs, pages }, await browser.newPage(), browser.version());
  } finally {
    await browser.close();
    dev.kill("SIGTERM");
    await new Promise((resolve) => (dev.exitCode === null ? dev.once("exit", resolve) : resolve(undefined)));
    rmSync(project, { recursive: true, force: true });
  }
}

/** The dev server's output, line by line, and a wait for the first line after `from` that matches. */
function devLog(dev: ChildProcess) {
  const lines: string[] = [];
  let partial = "";
  const onOutput = (chunk: Buffer) => {
    const next = (partial + chunk.toString()).split("\n");
    partial = next.pop()!;
    lines.push(...next);
  };
  dev.stdout!.on("data", onOutput);
  dev.stderr!.on("data", onOutput);
  const line = async (from: number, pattern: RegExp, what: string, waitMs = 15_000): Promise<RegExpExecArray> => {
    const until = Date.now() + waitMs;
    for (;;) {
      for (const l of lines.slice(from)) {
        const m = pattern.exec(l);
        if (m) return m;
      }
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n--- dev server log ---\n${lines.join("\n")}`);
      await pause(10);
    }
  };
  return { lines, line };
}

/** Edit a file and time from the write to the load event of the reload that shows the edit (`shows`: a JS expression). */
async function timeReload(page: Page, edit: () => void, shows: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  let loaded = page.waitForEvent("load", { timeout: 10_000 });
  const wroteAt = performance.timeOrigin + performance.now();
  edit();
  for (;;) {
    await loaded;
    if (await page.evaluate<boolean>(shows)) break;
    if (Date.now() > deadline) throw new Error(`the page never showed the edit (${shows})`);
    loaded = page.waitForEvent("load", { timeout: 10_000 });
  }
  const loadAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
  );
  return loadAt - wroteAt;
}

async function measure(
  { project, dev, runs, pages }: { project: string; dev: ReturnType<typeof devLog>; runs: number; pages: number },
  page: Page,
  chromiumVersion: string,
): Promise<Report> {
  const file = (rel: string) => path.join(project, rel);
  const loadAtStart = os.loadavg()[0]!;
  // Its address comes after run.mjs has bundled the server (this copy has no .cache/ yet) and its first full build.
  const url = (await dev.line(0, /➜ (http:\/\/[\d.:]+)\//, "the dev server's address", 90_000))[1]!;
  const warmFull = Number((await dev.line(0, /full rebuild, warm: (\d+) ms/, "the warm full rebuild figure"))[1]);
  await page.goto(`${url}/`, { waitUntil: "load" });

  // 1. Content: a new price in plans.yaml, on / formatted (₹5,099): in the
  // page's text, shown or not yet (the pricing section shows once the later
  // rules have come, after the load this times).
  const plans = file("content/plans.yaml");
  const original = readFileSync(plans, "utf8");
  const price = Number(/price: (\d+)/.exec(original)![1]);
  const content: number[] = [];
  const contentRebuild: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const next = price + i * 100;
    const from = dev.lines.length;
    content.push(
      await timeReload(
        page,
        () => writeFileSync(plans, original.replace(`price: ${price}`, `price: ${next}`)),
        `document.body.textContent.includes(${JSON.stringify(formatRupees(next))})`,
      ),
    );
    const line = await dev.line(from, /plans\.yaml → all \d+ routes re-rendered in (\d+) ms/, "the rebuild line for plans.yaml");
    contentRebuild.push(Number(line[1]));
    await pause(250);
  }
  const routeCount = Number((await dev.line(0, /all (\d+) routes re-rendered in/, "a route count"))[1]);

  // 2. Template CSS: a new rule in site.css, inlined into every page. The
  // declaration is what is looked for, as esbuild's minifier writes it.
  const css = file("templates/site.css");
  const originalCss = readFileSync(css, "utf8");
  const style: number[] = [];
  const styleRebuild: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const from = dev.lines.length;
    const rule = `outline-offset:${1000 + i}px`;
    style.push(
      await timeReload(
        page,
        () => writeFileSync(css, `${originalCss}\nbody{${rule}}\n`),
        `[...document.querySelectorAll("style")].some((s) => s.textContent.includes(${JSON.stringify(rule)}))`,
      ),
    );
    styleRebuild.push(Number((await dev.line(from, /site\.css → .* re-rendered in (\d+) ms/, "the rebuild line for site.css"))[1]));
    await pause(250);
  }

  // 3. Every route from content (site.yaml is on every page); the HTML does not change, so no reload.
  const site = file("content/site.yaml");
  const siteYaml = readFileSync(site, "utf8");
  const allRoutes: number[] = [];
  for (let i = 1; i <= Math.min(runs, 5); i++) {
    const from = dev.lines.length;
    writeFileSync(site, `${siteYaml}\n# bench ${i}\n`);
    allRoutes.push(
      Number((await dev.line(from, /site\.yaml → all \d+ routes re-rendered in (\d+) ms/, "the rebuild line for site.yaml"))[1]),
    );
    await pause(100);
  }

  // 4. Code: a .tsx saved (a comment added) needs a fresh worker and a full build.
  const tsx = codeEdited();
  const tsxSource = readFileSync(file(tsx), "utf8");
  const tsxLine = new RegExp(`${escapeRegExp(tsx)} → fresh modules, all \\d+ routes re-rendered in (\\d+) ms`);
  const code: number[] = [];
  for (let i = 1; i <= Math.min(runs, 3); i++) {
    const from = dev.lines.length;
    writeFileSync(file(tsx), `${tsxSource}\n// bench ${i}\n`);
    code.push(Number((await dev.line(from, tsxLine, `the rebuild line for ${tsx}`))[1]));
    await pause(100);
  }

  // 5. A large site: one legal page of +1,000 (--pages) edited, through the dev server's
  // renderer in this process (the same code its worker runs).
  const large = makeSyntheticContent(file("content"), path.join(project, "large"), pages);
  const renderer = createSiteRenderer({ root: project, contentDir: large });
  const startedLarge = performance.now();
  await renderer.update();
  const largeFull = performance.now() - startedLarge;
  const edited = path.join(large, "legal", `synthetic-page-${String(Math.floor(pages / 2)).padStart(5, "0")}.md`);
  const editedSource = readFileSync(edited, "utf8");
  const largeEdit: number[] = [];
  for (let i = 1; i <= Math.min(runs, 5); i++) {
    writeFileSync(edited, editedSource.replace("## 2. What we do", `## 2. What we do (${i})`));
    const started = performance.now();
    await renderer.update();
    largeEdit.push(performance.now() - started);
  }

  const ms = Math.round;
  const spreadRow = (label: string, values: number[]) => {
    const s = spread(values);
    return [label, ms(s.min), ms(s.median), ms(s.p90)];
  };
  const verdict = {
    target: `Content change to reloaded page < ${TARGET_MS} ms (median)`,
    figure: `${ms(median(content))} ms; incremental rebuild ${ms(median(contentRebuild))} ms vs full ${warmFull} ms`,
    met: median(content) < TARGET_MS,
  };
  const markdown = [
    "# Live reload",
    "",
    describeMachine(`Chromium ${chromiumVersion}`),
    // Other work on the machine shows in every figure: say how busy it was.
    `Load average ${loadAtStart.toFixed(1)} at the start.`,
    "",
    section(
      "Save to reloaded page",
      `With npm run dev: from the file written to the reloaded page's load event showing the change; ${runs} runs each.`,
      table(
        ["Change", "Min ms", "Median ms", "p90 ms"],
        [spreadRow("content: a price in plans.yaml", content), spreadRow("template CSS: a rule in site.css", style)],
      ),
      verdictTable([verdict]),
    ),
    section(
      `Rebuild inside the dev server (its log), ${routeCount} routes`,
      table(
        ["Rebuild", "Median ms"],
        [
          ["content, incremental: plans.yaml → / (1 route)", ms(median(contentRebuild))],
          [`content, every route: site.yaml (${routeCount} routes)`, ms(median(allRoutes))],
          ["full rebuild, warm: content + assets + all routes", warmFull],
          ["CSS: assets + all routes", ms(median(styleRebuild))],
          ["code (.tsx): fresh worker, modules, full build", ms(median(code))],
        ],
      ),
    ),
    section(
      `A large site (+${pages.toLocaleString("en-US")} legal pages), the dev server's renderer in this process`,
      table(
        ["Render", "ms"],
        [
          ["first full render", ms(largeFull)],
          [`one legal page edited (1 route, median of ${largeEdit.length})`, ms(median(largeEdit))],
        ],
      ),
    ),
  ].join("\n");
  return { markdown, verdicts: [verdict] };
}
