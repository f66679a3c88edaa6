// `npm run compare-builds -- <base> [<head>]`: proves a refactor
// changes nothing the build publishes. Builds the same content with both
// commits (head defaults to "." — this working tree, committed or not) and
// compares every output file byte for byte: the real content with its .br/.gz
// copies, the picture fixture in each of its three layouts, a 300-page
// synthetic site, and every broken fixture's error report and exit status.
// Prints one line per site and exits 1 on any difference, naming the files.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSyntheticContent } from "../tests/shared/synthetic.ts";
import { checkout, label, ROOT } from "./commits/worktree.ts";
import { withPictures } from "../tests/shared/content.ts";

const [base, head = "."] = process.argv.slice(2);
if (!base) {
  console.error("usage: npm run compare-builds -- <base commit> [<head commit>, default: this working tree]");
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), "compare-builds-"));
const real = path.join(ROOT, "content");

/** A copy of the real content with `edit` applied to it, in its own folder. */
function site(name: string, edit: (dir: string) => void = () => {}): string {
  const dir = path.join(work, "content", name);
  cpSync(real, dir, { recursive: true });
  edit(dir);
  return dir;
}

const readText = (file: string) => readFileSync(file, "utf8");
const writeText = (file: string, text: string) => writeFileSync(file, text);

interface Site {
  name: string;
  content: string;
  /** Also build the .br/.gz copies. */
  precompress: boolean;
  /** The build is expected to fail: its report is compared instead of dist/. */
  broken?: boolean;
}

const sites: Site[] = [{ name: "real content", content: real, precompress: true }];
for (const layout of ["dashboard", "chat", "none"] as const) {
  sites.push({
    name: `pictures (${layout})`,
    precompress: false,
    content: site(`pictures-${layout}`, (dir) => {
      const landing = path.join(dir, "landing.yaml");
      writeText(landing, withPictures(readText(landing), layout));
      cpSync(path.join(ROOT, "tests/fixtures/pictures/images"), path.join(dir, "images"), { recursive: true });
    }),
  });
}
sites.push({
  name: "300 synthetic legal pages",
  precompress: false,
  content: makeSyntheticContent(real, path.join(work, "synthetic"), 300),
});
const brokenDir = path.join(ROOT, "tests/fixtures/broken");
for (const name of readdirSync(brokenDir).sort()) {
  sites.push({
    name: `broken/${name}`,
    precompress: false,
    broken: true,
    content: site(`broken-${name}`, (dir) => cpSync(path.join(brokenDir, name), dir, { recursive: true })),
  });
}

interface Outcome {
  status: number | null;
  /** Report text with the checkout's own folder written as <root>. */
  report: string;
  files: Map<string, Buffer>;
}

function buildWith(tree: string, s: Site, out: string): Outcome {
  const args = [
    "scripts/run.mjs",
    "scripts/build.ts",
    `--content=${s.content}`,
    `--out=${out}`,
    ...(s.precompress ? [] : ["--no-precompress"]),
  ];
  const run = spawnSync(process.execPath, args, { cwd: tree, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  // Timings differ from run to run; everything else in a report must not.
  // Paths are shown relative to the checkout, which sits elsewhere for each commit.
  const report = `${run.stdout}${run.stderr}`
    .split(path.relative(tree, work))
    .join("<work>")
    .split(tree)
    .join("<root>")
    .replace(/ in \d+ ms/g, " in … ms");
  const files = new Map<string, Buffer>();
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), name);
      else files.set(name, readFileSync(path.join(dir, entry.name)));
    }
  };
  if (run.status === 0) walk(out, "");
  return { status: run.status, report, files };
}

const trees = [checkout(base), checkout(head)] as const;
console.log(`Comparing the output of ${label(base)} with ${label(head)}\n`);
let differences = 0;
for (const s of sites) {
  const [a, b] = trees.map((tree, i) => buildWith(tree, s, path.join(work, "out", `${i}`, s.name.replace(/[^a-z0-9]+/gi, "-"))));
  const problems: string[] = [];
  if (a!.status !== b!.status) problems.push(`exit status ${a!.status} → ${b!.status}`);
  if (s.broken && a!.report !== b!.report) problems.push(`report differs:\n--- ${base}\n${a!.report}\n--- ${head}\n${b!.report}`);
  if (!s.broken && a!.status !== 0) problems.push(`the build failed:\n${a!.report}`);
  const names = [...new Set([...a!.files.keys(), ...b!.files.keys()])].sort();
  const changed = names.filter((n) => !a!.files.get(n)?.equals(b!.files.get(n) ?? Buffer.alloc(0)) || !b!.files.has(n));
  if (changed.length)
    problems.push(`${changed.length} file(s) differ: ${changed.slice(0, 8).join(", ")}${changed.length > 8 ? ", …" : ""}`);
  const bytes = [...b!.files.values()].reduce((sum, f) => sum + f.length, 0);
  const what = s.broken
    ? `exit ${b!.status}, report of ${b!.report.length} characters`
    : `${names.length} files, ${bytes.toLocaleString("en-US")} bytes`;
  console.log(`${problems.length ? "✖ differs" : "✔ identical"}  ${s.name}: ${what}${problems.map((p) => `\n    ${p}`).join("")}`);
  differences += problems.length ? 1 : 0;
}
rmSync(work, { recursive: true, force: true });
console.log(`\n${sites.length - differences} of ${sites.length} sites identical`);
process.exit(differences ? 1 : 0);
