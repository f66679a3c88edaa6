// A large site: the frozen content plus generated legal pages. The bundled
// `npm run build` writes the same bytes as the sources; a mistake on one page
// of many is reported at its line and column; a disk that fills up mid-render
// leaves nothing behind, while the compressed copies of earlier pages are
// still being made.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { makeSyntheticContent } from "./shared/synthetic.ts";
import { build } from "../src/pipeline/site-build.ts";
import { ContentError } from "../src/parse/problem.ts";
import { filesIn } from "./helpers/head.ts";
import { FIXTURE, ROOT, tempDir } from "./helpers/site.ts";

// A full disk, on demand: writing a file of this name fails with ENOSPC, as
// writeFileSync would.
const fault = vi.hoisted(() => ({ file: undefined as string | undefined }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const writeFileSync: typeof fs.writeFileSync = (file, ...rest) => {
    if (fault.file && String(file).endsWith(`/${fault.file}`))
      throw Object.assign(new Error(`ENOSPC: no space left on device, open '${String(file)}'`), { code: "ENOSPC" });
    return fs.writeFileSync(file, ...rest);
  };
  return { ...fs, default: { ...fs, writeFileSync }, writeFileSync };
});

// Enough pages that copies are still being made when a later page fails.
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
  content = makeSyntheticContent(FIXTURE, tempDir("content-"), PAGES);
  single = tempDir();
  const result = await build({ root: ROOT, contentDir: content, outDir: single });
  expect(result.routes.length).toBe(PAGES + 6);
  expect(filesIn(single).filter((f) => f.endsWith(".html.br")).length).toBe(PAGES + 6);
}, 60_000);

describe("a site of many pages", () => {
  it("writes the same bytes when `npm run build` runs the bundled build", () => {
    const out = tempDir();
    const run = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/build.ts", `--content=${content}`, `--out=${out}`], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`built ${PAGES + 6} routes`);
    expectSame(out, single);
  }, 60_000);

  it("reports a mistake in one page of many with its file, line and column, and writes nothing", async () => {
    const broken = path.join(content, "..", "broken");
    const copy = makeSyntheticContent(content, broken, 0);
    const page = path.join(copy, "legal", "synthetic-page-00077.md");
    writeFileSync(
      page,
      readFileSync(page, "utf8")
        .replace("effective: 2025-06-22", "effective: 22/06/2025")
        .replace("{{contact.email}}", "{{contact.emial}}"),
    );
    const out = tempDir();
    const error = await build({ root: ROOT, contentDir: copy, outDir: out }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.column} ${p.path}`);
    expect(problems).toEqual(["synthetic-page-00077.md:4:12 effective", "synthetic-page-00077.md:38:30 {{contact.emial}}"]);
    expect(filesIn(out)).toEqual([]);
  }, 60_000);

  it("stops when a page cannot be written, naming it, and leaves nothing behind while copies are still being made", async () => {
    // The disk fills up at one page, mid-render, after many pages were handed
    // to libuv's thread pool to compress. Whether a late copy would land after the
    // staging folder is removed is a matter of timing, so three tries.
    for (const page of ["synthetic-page-00042.html", "synthetic-page-00077.html", "synthetic-page-00101.html"]) {
      const out = tempDir();
      fault.file = page;
      const error = await build({ root: ROOT, contentDir: content, outDir: out })
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
