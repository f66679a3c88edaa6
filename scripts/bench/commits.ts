// The commits benchmark (`npm run bench -- --commits <commit>...`,
// scripts/bench.ts): the build's speed across commits, measured fairly. Each
// commit builds its own content plus the same generated legal pages
// (tests/support/synthetic.ts) with --no-precompress, as a cold process; the
// commits take turns, run after run, so a busy moment of the machine lands on
// all of them alike. "." is this working tree. Reports the median wall and CPU
// time (user + system, every process) and the HTML written; the first build
// of each is a warm-up (it bundles the code). `broken` gives each generated
// page a link to a page the site does not have, which the build reports with
// a "did you mean" for each.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSyntheticContent } from "../../tests/support/synthetic.ts";
import { checkout, label } from "../commits/worktree.ts";
import { describeMachine } from "./machine.ts";
import { section, table, type Report } from "./report.ts";
import { timeBuild, type Run } from "./speed.ts";
import { median } from "./stats.ts";

interface Variant {
  name: string;
  tree: string;
  content: string;
  wall: number[];
  cpu: number[];
  rss: number[];
  html: number;
}

export async function benchCommits(options: { commits: string[]; pages: number; runs: number; broken: boolean }): Promise<Report> {
  const work = mkdtempSync(path.join(tmpdir(), "bench-commits-"));
  try {
    const variants = options.commits.map((name, i): Variant => {
      const tree = checkout(name);
      const content = makeSyntheticContent(path.join(tree, "content"), path.join(work, `site-${i}`), options.pages, {
        broken: options.broken,
      });
      return { name: label(name), tree, content, wall: [], cpu: [], rss: [], html: 0 };
    });
    const out = path.join(work, "out");
    for (const v of variants) await once(v, out);
    for (let r = 0; r < options.runs; r++) for (const v of variants) record(v, await once(v, out), out);
    return {
      markdown: [
        "# Build speed across commits",
        "",
        describeMachine(),
        "",
        section(
          `${options.pages} generated legal pages over each commit's content`,
          `--no-precompress, ${options.runs} alternating runs (median); wall time from start to exit, CPU time (user + system) of every process of the build and the highest peak resident memory of the runs, from GNU time.`,
          table(
            ["Build", "Wall s", "CPU s", "Peak RSS MB", "HTML written MB"],
            variants.map((v) => [
              v.name,
              median(v.wall).toFixed(2),
              v.cpu.length ? median(v.cpu).toFixed(2) : "n/a",
              v.rss.length ? Math.max(...v.rss).toFixed(0) : "n/a",
              (v.html / 1e6).toFixed(1),
            ]),
          ),
        ),
      ].join("\n"),
      verdicts: [],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One cold build of a commit, by that commit's own package.json "build" command. */
async function once(v: Variant, out: string): Promise<Run> {
  const run = await timeBuild(v.tree, { out, content: v.content, args: ["--no-precompress"], timeoutMs: 600_000 });
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
