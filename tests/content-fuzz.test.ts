// Property: whatever bytes an editor leaves in content/, loading it ends in a
// typed model or in located problems, never in anything else. fast-check
// mutates the frozen content files at random (bytes, characters YAML and
// markdown treat specially, whole lines, indentation, field names, values,
// whole files) and loads the result: 1,000 mutated sites through the loader,
// and twenty through the whole build, whose previous dist/ must then be
// untouched when it fails. The seed is fixed, so CI runs the same cases every
// time; a failure prints its seed and the smallest mutation that shows it.
// FUZZ_SEED and FUZZ_RUNS run other cases: FUZZ_SEED=$RANDOM npm run test:unit -- content-fuzz
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { build } from "../src/pipeline/site-build.ts";
import { loadContent, type SiteModel } from "../src/model/site-model.ts";
import { LegalPageCache } from "../src/pipeline/legal-page-cache.ts";
import { YamlCache } from "../src/pipeline/yaml-cache.ts";
import { ContentError, shownFrom, type ContentProblem } from "../src/parse/problem.ts";
import { filesIn } from "./helpers/head.ts";
import { FIXTURE, ROOT, tempDir } from "./helpers/site.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// 1,000 keeps the suite under ten minutes on a 2-core machine; FUZZ_RUNS=5000 runs more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const BUILD_RUNS = Math.max(10, Math.round(RUNS / 50));

/** The content files a mutation may touch, relative to content/, and their bytes (latin1: one char per byte). */
const FILES = filesIn(FIXTURE).filter((f) => /^([^/]+\.yaml|hi\/[^/]+\.(yaml|json)|legal\/[^/]+\.md)$/.test(f));
const original = new Map(FILES.map((f) => [f, readFileSync(path.join(FIXTURE, f)).toString("latin1")]));

// Characters YAML and markdown give a meaning to, and bytes that are not text.
const SPECIAL = [
  "\0",
  "\r",
  "\r\n",
  "\t",
  "\uFEFF",
  "\x7F",
  "\x85",
  "\xE9",
  "\xFF",
  "\xC3",
  "{{",
  "}}",
  "{{brand.name}}",
  "{{nope}}",
  ": ",
  "- ",
  "#",
  '"',
  "'",
  "[",
  "]",
  "{",
  "}",
  "&a ",
  "*a",
  "!placeholder ",
  "!x ",
  "|",
  ">",
  "---\n",
  "<script>",
  "](/nowhere)",
  "](#nowhere)",
  "```",
  "    ",
  "\n",
  "\\",
];
const VALUES = [
  "",
  "~",
  "null",
  "0",
  "-1",
  "7499",
  "1e999",
  "true",
  "[]",
  "{}",
  "[a, b]",
  "{a: 1}",
  '"text"',
  "'text'",
  "2025-02-30",
  "2024-08-15",
  "https://example.com",
  "http://x",
  "#pricing",
  "/privacy-policy",
  "a: b",
  ">-\n  folded",
  "|\n  literal",
];
const KEYS = [
  "title",
  "name",
  "price",
  "popular",
  "href",
  "items",
  "sample",
  "order",
  "updated",
  "effective",
  "description",
  "icon",
  "figure",
  "kind",
  "x",
];
const LEGAL_NAMES = ["cookie-policy.md", "index.md", "404.md", "sitemap.md", "Cookie Policy.md", "notes.txt", ".hidden.md", "a.md"];

type Mutation =
  | { kind: "bytes"; file: string; at: number; remove: number; insert: number[] }
  | { kind: "special"; file: string; at: number; text: string }
  | { kind: "line"; file: string; line: number; op: "delete" | "duplicate" | "swap" }
  | { kind: "indent"; file: string; line: number; by: number; tab: boolean }
  | { kind: "key"; file: string; line: number; key: string }
  | { kind: "value"; file: string; line: number; value: string }
  | { kind: "file"; file: string; op: "delete" | "empty" | "folder" | "truncate" | "garbage"; at: number; bytes: number[] }
  | { kind: "add"; name: string; from: string; at: number; text: string };

const file = fc.constantFrom(...FILES);
const fraction = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant("bytes" as const),
    file,
    at: fraction,
    remove: fc.nat(4),
    insert: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant("special" as const), file, at: fraction, text: fc.constantFrom(...SPECIAL) }),
  fc.record({
    kind: fc.constant("line" as const),
    file,
    line: fraction,
    op: fc.constantFrom("delete" as const, "duplicate" as const, "swap" as const),
  }),
  fc.record({ kind: fc.constant("indent" as const), file, line: fraction, by: fc.integer({ min: -4, max: 4 }), tab: fc.boolean() }),
  fc.record({ kind: fc.constant("key" as const), file, line: fraction, key: fc.constantFrom(...KEYS) }),
  fc.record({ kind: fc.constant("value" as const), file, line: fraction, value: fc.constantFrom(...VALUES) }),
  fc.record({
    kind: fc.constant("file" as const),
    file,
    op: fc.constantFrom("delete" as const, "empty" as const, "folder" as const, "truncate" as const, "garbage" as const),
    at: fraction,
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }),
  }),
  fc.record({
    kind: fc.constant("add" as const),
    name: fc.constantFrom(...LEGAL_NAMES),
    from: fc.constantFrom(...FILES.filter((f) => f.startsWith("legal/"))),
    at: fraction,
    text: fc.constantFrom(...SPECIAL),
  }),
);

/** The site after the mutations: each file's text (latin1), "folder", or undefined when deleted. */
function mutate(mutations: Mutation[]): Map<string, string | undefined> {
  const site = new Map<string, string | undefined>(original);
  const text = (f: string) => (typeof site.get(f) === "string" && site.get(f) !== "folder" ? (site.get(f) as string) : undefined);
  const lineEdit = (f: string, where: number, edit: (lines: string[], n: number) => void) => {
    const t = text(f);
    if (t === undefined) return;
    const lines = t.split("\n");
    edit(lines, Math.floor(where * lines.length));
    site.set(f, lines.join("\n"));
  };
  for (const m of mutations) {
    if (m.kind === "add") {
      const base = text(m.from) ?? "";
      const at = Math.floor(m.at * base.length);
      site.set(`legal/${m.name}`, base.slice(0, at) + m.text + base.slice(at));
      continue;
    }
    const t = text(m.file);
    if (m.kind === "file") {
      if (m.op === "delete") site.set(m.file, undefined);
      else if (m.op === "folder") site.set(m.file, "folder");
      else if (m.op === "empty") site.set(m.file, "");
      else if (t !== undefined && m.op === "truncate") site.set(m.file, t.slice(0, Math.floor(m.at * t.length)));
      else if (m.op === "garbage") site.set(m.file, String.fromCharCode(...m.bytes));
      continue;
    }
    if (t === undefined) continue;
    if (m.kind === "bytes") {
      const i = Math.floor(m.at * t.length);
      site.set(m.file, t.slice(0, i) + String.fromCharCode(...m.insert) + t.slice(i + m.remove));
    } else if (m.kind === "special") {
      const i = Math.floor(m.at * t.length);
      // Written as UTF-8 bytes unless it is one of the raw bytes above 0x7F meant to break the encoding.
      const bytes = /^[\x80-\xFF]$/.test(m.text) ? m.text : Buffer.from(m.text, "utf8").toString("latin1");
      site.set(m.file, t.slice(0, i) + bytes + t.slice(i));
    } else if (m.kind === "line") {
      lineEdit(m.file, m.line, (lines, n) => {
        if (m.op === "delete") lines.splice(n, 1);
        else if (m.op === "duplicate") lines.splice(n, 0, lines[n] ?? "");
        else if (n + 1 < lines.length) [lines[n], lines[n + 1]] = [lines[n + 1]!, lines[n]!];
      });
    } else if (m.kind === "indent") {
      lineEdit(m.file, m.line, (lines, n) => {
        const line = lines[n] ?? "";
        const indent = /^ */.exec(line)![0].length;
        lines[n] = (m.tab ? "\t" : " ".repeat(Math.max(0, indent + m.by))) + line.slice(indent);
      });
    } else if (m.kind === "key") {
      lineEdit(m.file, m.line, (lines, n) => {
        lines[n] = (lines[n] ?? "").replace(/^(\s*(?:- )?)[^\s:#][^:]*:/, `$1${m.key}:`);
      });
    } else if (m.kind === "value") {
      lineEdit(m.file, m.line, (lines, n) => {
        lines[n] = (lines[n] ?? "").replace(/^(\s*(?:- )?[^\s:#][^:]*:)\s.*$/, `$1 ${m.value}`);
      });
    }
  }
  return site;
}

/** Writes the mutated site into dir, which holds the previous one: only what differs from the original is rewritten. */
function writeSite(dir: string, site: Map<string, string | undefined>, previous: Set<string>): Set<string> {
  const touched = new Set<string>();
  for (const f of previous) {
    const target = path.join(dir, f);
    rmSync(target, { recursive: true, force: true });
    if (original.has(f)) writeFileSync(target, Buffer.from(original.get(f)!, "latin1"));
  }
  for (const [f, value] of site) {
    if (value === original.get(f)) continue;
    touched.add(f);
    const target = path.join(dir, f);
    rmSync(target, { recursive: true, force: true });
    if (value === "folder") mkdirSync(path.join(target, "inside"), { recursive: true });
    else if (value !== undefined) writeFileSync(target, Buffer.from(value, "latin1"));
  }
  return touched;
}

/** A located problem: in a file of this content folder, at a line and column the file has, saying what and why. */
function expectLocated(problem: ContentProblem, dir: string, site: Map<string, string | undefined>) {
  const shown = shownFrom(process.cwd())(dir);
  expect(problem.file.startsWith(`${shown}/`), `${problem.file} is not in the content folder`).toBe(true);
  const relative = problem.file.slice(shown.length + 1);
  const content = site.get(relative);
  const lines =
    typeof content === "string" && content !== "folder"
      ? Buffer.from(content, "latin1")
          .toString("utf8")
          .split(/\r\n|\r|\n/).length
      : 1;
  expect(problem.line, `${problem.file}: line`).toBeGreaterThanOrEqual(1);
  expect(problem.line, `${problem.file}: line beyond the file's ${lines}`).toBeLessThanOrEqual(lines + 1);
  expect(problem.column, `${problem.file}: column`).toBeGreaterThanOrEqual(1);
  expect(problem.expected.trim(), "expected").not.toBe("");
  expect(problem.found.trim(), "found").not.toBe("");
  expect(`${problem.expected} ${problem.found}`).not.toMatch(/\bat [^\s]+ \(|node_modules|\bundefined\b|\[object /);
  // A loader that threw is reported as a fault in the build, which no content may cause.
  expect(problem.hint ?? "", `${problem.file}: ${problem.found}`).not.toMatch(/fault in the build itself/);
}

/** Text in the model that would reach a page: none of it may carry a control character. */
function expectClean(model: SiteModel) {
  const walk = (node: unknown, at: string) => {
    if (typeof node === "string") expect(/[\0-\x08\x0B-\x1F\x7F]/.test(node), `control character in ${at}`).toBe(false);
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}[${i}]`));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`);
  };
  walk(
    { site: model.site, landing: model.landing, plans: model.plans, legal: model.legal.map((p) => ({ meta: p.meta, html: p.html })) },
    "model",
  );
}

const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });

describe("any bytes in content/", () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(tempDir("fuzz-"), "content");
    cpSync(FIXTURE, dir, { recursive: true });
  });

  it(`load into a model or into located problems: ${RUNS} mutated sites (seed ${SEED})`, async () => {
    // As the dev server loads: the files a case left as they were are not parsed again.
    const cache = new LegalPageCache();
    const yaml = new YamlCache();
    let touched = new Set<string>();
    let failed = 0;
    await fc.assert(
      fc.asyncProperty(mutations, async (list) => {
        const site = mutate(list);
        touched = writeSite(dir, site, touched);
        try {
          expectClean(await loadContent(dir, { cache, yaml }));
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          failed++;
          expect(error.problems.length).toBeGreaterThan(0);
          for (const problem of error.problems) expectLocated(problem, dir, site);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The mutations must reach the loader's refusals most of the time, or they test little.
    expect(failed / RUNS).toBeGreaterThan(0.5);
  }, 300_000);

  it(`build or fail with located problems, leaving the previous dist/ as it was: ${BUILD_RUNS} mutated builds`, async () => {
    const out = path.join(tempDir("fuzz-dist-"), "dist");
    await build({ root: ROOT, contentDir: FIXTURE, outDir: out });
    const before = snapshot(out);
    let touched = new Set<string>();
    await fc.assert(
      fc.asyncProperty(mutations, async (list) => {
        const site = mutate(list);
        touched = writeSite(dir, site, touched);
        try {
          await build({ root: ROOT, contentDir: dir, outDir: out });
          // It built: the mutation was harmless. The original goes back into dist/ for the next case.
          await build({ root: ROOT, contentDir: FIXTURE, outDir: out });
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          for (const problem of error.problems) expectLocated(problem, dir, site);
          expect(snapshot(out)).toEqual(before);
        }
      }),
      { seed: SEED + 1, numRuns: BUILD_RUNS },
    );
  }, 300_000);
});

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const f of filesIn(dir)) files.set(f, readFileSync(path.join(dir, f)).toString("base64"));
  // No staging folder left beside it.
  expect(readdirSync(path.dirname(dir)).filter((n) => n !== path.basename(dir))).toEqual([]);
  return files;
}
