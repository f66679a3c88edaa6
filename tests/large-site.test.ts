// A site large enough for the build's worker threads (workers/pool.ts): the
// real content plus generated legal pages. The workers must change nothing but
// the speed: the same bytes as a build on one thread, from the sources and
// from the bundled `npm run build`, and the same exact errors.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { makeSyntheticContent } from "../scripts/bench/synthetic.ts";
import { build } from "../src/build.ts";
import { ContentError } from "../src/load/problem.ts";
import { filesIn } from "./helpers/head.ts";
import { CONTENT, ROOT, tempDir } from "./helpers/site.ts";

// A full disk, on demand: writing a file of this name fails with ENOSPC, as
// writeFileSync would. Only this thread's writes: the workers' are real.
const fault = vi.hoisted(() => ({ file: undefined as string | undefined }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const writeFileSync: typeof fs.writeFileSync = (file, ...rest) => {
    if (fault.file && String(file).endsWith(`/${fault.file}`)) throw Object.assign(new Error(`ENOSPC: no space left on device, open '${String(file)}'`), { code: "ENOSPC" });
    return fs.writeFileSync(file, ...rest);
  };
  return { ...fs, default: { ...fs, writeFileSync }, writeFileSync };
});

// Fewer than a real large site, so the test stays quick: the builds below
// lower the threshold (workersFrom, --workers-from).
const PAGES = 120;
let content: string;
let single: string;

/** Every file of a build, name → bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  return new Map(filesIn(dir).map((file) => [file, readFileSync(path.join(dir, file))]));
}

function expectSame(dir: string, reference: string) {
  const a = snapshot(dir);
  const b = snapshot(reference);
  expect([...a.keys()]).toEqual([...b.keys()]);
  for (const [file, bytes] of a) expect(bytes.equals(b.get(file)!), file).toBe(true);
}

beforeAll(async () => {
  content = makeSyntheticContent(CONTENT, tempDir("content-"), PAGES);
  single = tempDir();
  const result = await build({ root: ROOT, contentDir: content, outDir: single, workers: 0 });
  expect(result.workers).toBe(0);
}, 60_000);

describe("a site built on worker threads", () => {
  it("writes the same bytes as a build on one thread, .br and .gz copies included", async () => {
    const parallel = tempDir();
    const result = await build({ root: ROOT, contentDir: content, outDir: parallel, workers: 2, workersFrom: PAGES });
    expect(result.routes.length).toBe(PAGES + 6);
    expect(result.workers).toBe(2);
    expect(filesIn(parallel).filter((f) => f.endsWith(".html.br")).length).toBe(PAGES + 6);
    expectSame(parallel, single);
  }, 60_000);

  it("writes the same bytes when `npm run build` runs the bundled build and its bundled worker", () => {
    const out = tempDir();
    const run = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/build.ts", `--content=${content}`, `--out=${out}`, `--workers-from=${PAGES}`], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`built ${PAGES + 6} routes`);
    expect(run.stdout).toMatch(/ms on \d+ threads\n/);
    expectSame(out, single);
  }, 60_000);

  it("reports a mistake in a page loaded by a worker with its file, line and column, and writes nothing", async () => {
    const broken = path.join(content, "..", "broken");
    const copy = makeSyntheticContent(content, broken, 0);
    const page = path.join(copy, "legal", "synthetic-page-00077.md");
    writeFileSync(page, readFileSync(page, "utf8").replace("effective: 2025-06-22", "effective: 22/06/2025").replace("{{contact.email}}", "{{contact.emial}}"));
    const out = tempDir();
    const error = await build({ root: ROOT, contentDir: copy, outDir: out, workers: 2, workersFrom: PAGES }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.column} ${p.path}`);
    expect(problems).toEqual(["synthetic-page-00077.md:4:12 effective", "synthetic-page-00077.md:38:30 {{contact.emial}}"]);
    expect(filesIn(out)).toEqual([]);
  }, 60_000);

  it("stops when a page cannot be written, naming it, and leaves nothing behind while copies are made on the workers", async () => {
    // The disk fills up at one page, mid-render, after many pages were handed
    // to a worker to compress. Whether a late copy would land after the
    // staging folder is removed is a matter of timing, so three tries.
    for (const page of ["synthetic-page-00042.html", "synthetic-page-00077.html", "synthetic-page-00101.html"]) {
      const out = tempDir();
      fault.file = page;
      const error = await build({ root: ROOT, contentDir: content, outDir: out, workers: 2, workersFrom: PAGES })
        .catch((e: unknown) => e)
        .finally(() => (fault.file = undefined));
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      expect((error as Error).message).toContain(page);
      expect(filesIn(out)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`.${path.basename(out)}-next-`))).toEqual([]);
    }
  }, 60_000);
});
