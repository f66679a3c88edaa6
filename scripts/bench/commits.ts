// The commits benchmark (`npm run bench -- --commits <commit>...`,
// scripts/bench/bench.ts): the build's speed across commits, measured fairly. Each
// commit builds its own content plus the same generated legal pages
// (tests/shared/synthetic.ts) with --no-precompress, as a cold process; the
// commits take turns, run after run, so a busy moment of the machine lands on
// all of them alike. "." is this working tree, which also builds warm (its
// output cache kept from its warm-up run). Reports the median wall and CPU
// time (user + system, every process) and the HTML written; the first build
// of each is a warm-up (it bundles the code). `broken` adds, for each
// commit, the same pages with a link each to a page the site does not have,
// which the build reports with a "did you mean" for each, in the same turns:
// the difference is what 1,000 broken links cost. `eleventy` adds Eleventy building the same
// generated pages (./eleventy.ts) as one more build in the same turns, a
// column with each build's wall time over Eleventy's, and the markdown alone:
// this tree's processor against Eleventy's markdown-it on the same bodies.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSyntheticContent } from "../../tests/shared/synthetic.ts";
import { checkout, label } from "../commits/worktree.ts";
import { eleventyName, eleventyProject, markdownAlone } from "./eleventy.ts";
import { describeMachine } from "./machine.ts";
import { section, table, type Report } from "./report.ts";
import { contentOf, timeBuild, type Run } from "./speed.ts";
import { median } from "./stats.ts";

interface Variant {
  name: string;
  tree: string;
  content: string;
  /** Another tool's build command, run from `tree`, instead of the commit's own build. */
  command?: string[];
  /** The output cache the build keeps between its runs (a warm build); without it, none (a cold build). */
  cacheDir?: string;
  /**
   * The output folder a warm build keeps between its runs, as a second `npm
   * run build` finds dist/ (whose unchanged files it links); without it, the
   * shared one, emptied before each build.
   */
  outDir?: string;
  wall: number[];
  cpu: number[];
  rss: number[];
  html: number;
}

export async function benchCommits(options: {
  commits: string[];
  pages: number;
  runs: number;
  broken: boolean;
  eleventy: boolean;
  tiny: boolean;
}): Promise<Report> {
  const work = mkdtempSync(path.join(tmpdir(), "bench-commits-"));
  try {
    const variants = options.commits.flatMap((name, i): Variant[] => {
      const tree = checkout(name);
      return (options.broken ? [false, true] : [false]).map((broken) => ({
        name: broken ? `${label(name)}, ${options.pages} broken links` : label(name),
        tree,
        content: makeSyntheticContent(
          contentOf(tree, options.tiny),
          path.join(work, `site-${i}${broken ? "-broken" : ""}`),
          options.pages,
          {
            broken,
          },
        ),
        wall: [],
        cpu: [],
        rss: [],
        html: 0,
      }));
    });
    const out = path.join(work, "out");
    // Eleventy gets the same generated pages over this working tree's content:
    // its layout shows that content's brand, links and footer, read by this
    // tree's loader, which an older commit's content may not pass.
    const eleventyContent = options.eleventy
      ? makeSyntheticContent(contentOf(process.cwd(), options.tiny), path.join(work, "site-eleventy"), options.pages)
      : undefined;
    const eleventy: Variant | undefined = eleventyContent
      ? {
          name: eleventyName(),
          tree: process.cwd(),
          content: eleventyContent,
          command: await eleventyProject(path.join(work, "eleventy"), eleventyContent, out),
          wall: [],
          cpu: [],
          rss: [],
          html: 0,
        }
      : undefined;
    // This tree's build again, keeping its output cache from the warm-up on: what an editor's
    // second build of the same content costs (each legal page as loaded and rendered is reused).
    const tree = variants.find((v) => v.name === label("."));
    if (tree)
      variants.push({
        ...tree,
        name: `${tree.name}, warm`,
        cacheDir: path.join(work, "cache-warm"),
        outDir: path.join(work, "out-warm"),
        wall: [],
        cpu: [],
        rss: [],
      });
    if (eleventy) variants.push(eleventy);
    for (const v of variants) await once(v, out);
    for (let r = 0; r < options.runs; r++) for (const v of variants) record(v, await once(v, out), v.outDir ?? out);
    const markdown = eleventyContent ? markdownAlone(eleventyContent, options.runs) : undefined;
    return {
      markdown: [
        "# Build speed across commits",
        "",
        describeMachine(),
        "",
        section(
          `${options.pages} generated legal pages over each commit's content`,
          `--no-precompress, ${options.runs} alternating runs (median); wall time from start to exit, CPU time (user + system) of every process of the build and the highest peak resident memory of the runs, from GNU time. Each build is cold (its output cache off, its output folder emptied) but "working tree, warm", which keeps the cache and the output folder its warm-up run filled, as an editor's second build of the same content finds them.` +
            (eleventy
              ? ` ${eleventy.name} builds the generated pages alone (not the commit's own pages) with its default markdown and a Nunjucks layout like our legal page's (scripts/bench/eleventy.ts); "× Eleventy" is a build's wall time over its.`
              : ""),
          table(
            ["Build", "Wall s", "CPU s", "Peak RSS MB", "HTML written MB", ...(eleventy ? ["× Eleventy"] : [])],
            variants.map((v) => [
              v.name,
              median(v.wall).toFixed(2),
              v.cpu.length ? median(v.cpu).toFixed(2) : "n/a",
              v.rss.length ? Math.max(...v.rss).toFixed(0) : "n/a",
              (v.html / 1e6).toFixed(1),
              ...(eleventy ? [(median(v.wall) / median(eleventy.wall)).toFixed(2)] : []),
            ]),
          ),
        ),
        ...(markdown
          ? [
              section(
                "The markdown alone",
                `The generated pages' bodies (front matter removed) rendered to HTML in this process, with nothing else timed: by this working tree's remark processor with its plugins (heading ids, the links and blocked HTML collected at their line and column) and by the markdown-it ${eleventy!.name} renders with, in turns, after a warm-up round of each; ${options.runs} runs, medians.`,
                table(
                  ["Processor", `ms for ${options.pages} bodies`, "ms a page", "× markdown-it"],
                  markdown.map((m) => [
                    m.name,
                    median(m.ms).toFixed(0),
                    (median(m.ms) / options.pages).toFixed(2),
                    (median(m.ms) / median(markdown.at(-1)!.ms)).toFixed(1),
                  ]),
                ),
              ),
            ]
          : []),
      ].join("\n"),
      verdicts: [],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One build of a commit, by that commit's own package.json "build" command (or the variant's own
 * command): cold, with the output cache off (BUILD_CACHE_DIR=off; a commit from before the cache
 * ignores it) and the output folder emptied, unless the variant keeps them.
 */
async function once(v: Variant, out: string): Promise<Run> {
  const run = await timeBuild(v.tree, {
    out: v.outDir ?? out,
    keepOut: v.outDir !== undefined,
    content: v.content,
    args: ["--no-precompress"],
    command: v.command,
    env: { BUILD_CACHE_DIR: v.cacheDir ?? "off" },
    timeoutMs: 600_000,
  });
  if (!run.ok) throw new Error(`${v.name}: the build failed\n${run.error}`);
  return run;
}

function record(v: Variant, run: Run, out: string): void {
  v.wall.push(run.ms / 1000);
  if (run.cpuMs !== undefined) v.cpu.push(run.cpuMs / 1000);
  if (run.rssMb !== undefined) v.rss.push(run.rssMb);
  v.html = htmlBytes(out);
}

const htmlBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const file = path.join(dir, e.name);
    return sum + (e.isDirectory() ? htmlBytes(file) : e.name.endsWith(".html") ? statSync(file).size : 0);
  }, 0);
