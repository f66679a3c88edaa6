// `npx tsx scripts/bench-commits.ts [--pages=1000] [--runs=5] [--broken] <commit>...`:
// the build's speed across commits, measured fairly. Each commit builds its
// own content plus the same generated legal pages (scripts/bench/synthetic.ts)
// with --no-precompress, as a cold process; the commits take turns, run after
// run, so a busy moment of the machine lands on all of them alike. A commit
// that still has build workers is run twice: with them and without
// (--workers-from above the page count). "." is this working tree. Prints a
// table of median wall and CPU time (user + system, every thread) and the
// HTML written; the first build of each is a warm-up (it bundles the code).
// --broken gives each generated page a link to a page the site does not
// have, which the build reports with a "did you mean" for each.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { makeSyntheticContent } from "../tests/support/synthetic.ts";
import { checkout, label } from "./commits/worktree.ts";
import { median } from "./bench/stats.ts";

const { values, positionals } = parseArgs({
  options: {
    pages: { type: "string", default: "1000" },
    runs: { type: "string", default: "5" },
    broken: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const pages = Number(values.pages);
const runs = Number(values.runs);
if (!positionals.length || !(pages >= 0) || !(runs >= 1)) {
  console.error('usage: npx tsx scripts/bench-commits.ts [--pages=1000] [--runs=5] [--broken] <commit>... ("." is this working tree)');
  process.exit(2);
}

interface Variant {
  name: string;
  tree: string;
  content: string;
  args: string[];
  wall: number[];
  cpu: number[];
  html: number;
}

const work = mkdtempSync(path.join(tmpdir(), "bench-commits-"));
const variants: Variant[] = [];
for (const [i, name] of positionals.entries()) {
  const tree = checkout(name);
  const content = makeSyntheticContent(path.join(tree, "content"), path.join(work, `site-${i}`), pages, { broken: values.broken });
  const base = { tree, content, wall: [], cpu: [], html: 0 };
  if (existsSync(path.join(tree, "src/workers"))) {
    variants.push({ ...base, name: `${label(name)}, workers`, args: [] });
    variants.push({ ...base, name: `${label(name)}, no workers`, args: [`--workers-from=${pages + 1_000_000}`], wall: [], cpu: [] });
  } else variants.push({ ...base, name: label(name), args: [] });
}

const htmlBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const file = path.join(dir, e.name);
    return sum + (e.isDirectory() ? htmlBytes(file) : e.name.endsWith(".html") ? statSync(file).size : 0);
  }, 0);

function once(v: Variant, record: boolean): void {
  const out = path.join(work, "out");
  const run = spawnSync(
    "/usr/bin/time",
    [
      "-f",
      "TIME %e %U %S",
      process.execPath,
      "scripts/run.mjs",
      "scripts/build.ts",
      `--content=${v.content}`,
      `--out=${out}`,
      "--no-precompress",
      ...v.args,
    ],
    {
      cwd: v.tree,
      encoding: "utf8",
    },
  );
  const times = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(run.stderr);
  if (run.status !== 0 || !times) throw new Error(`${v.name}: the build failed\n${run.stdout}${run.stderr}`);
  if (record) {
    v.wall.push(Number(times[1]));
    v.cpu.push(Number(times[2]) + Number(times[3]));
    v.html = htmlBytes(out);
  }
  rmSync(out, { recursive: true, force: true });
}

for (const v of variants) once(v, false);
for (let r = 0; r < runs; r++) for (const v of variants) once(v, true);
rmSync(work, { recursive: true, force: true });

console.log(`${pages} generated legal pages over each commit's content, --no-precompress, ${runs} alternating runs (median)\n`);
console.log("| build | wall | CPU | HTML written |\n| --- | ---: | ---: | ---: |");
for (const v of variants)
  console.log(`| ${v.name} | ${median(v.wall).toFixed(2)} s | ${median(v.cpu).toFixed(2)} s | ${(v.html / 1e6).toFixed(1)} MB |`);
