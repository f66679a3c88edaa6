// Files an editor puts in content/static/ (a search engine's verification
// file, a PDF, .well-known/security.txt) go into dist/ under the same names,
// as they are, with precompressed copies for text. A static file may not take
// a name the build writes itself (a page, an icon, robots.txt, a copy's .br)
// nor stand where one of its folders goes, or the other way round: the build
// stops and names both, instead of one silently replacing the other or failing
// mid-write with the system's EISDIR. Hidden files (.DS_Store, an editor's
// swap files) are left out, except the .well-known folder other sites expect.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OutputFile } from "../build.ts";
import type { ContentProblem } from "../load/problem.ts";

export interface StaticFile {
  /** Path inside dist/, with forward slashes. */
  file: string;
  /** Where it is on disk. */
  source: string;
}

/** Every file under content/static/, sorted by name; [] when there is no such folder. */
export function staticFiles(contentDir: string): StaticFile[] {
  const dir = path.join(contentDir, "static");
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: StaticFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const file = path.relative(dir, source).split(path.sep).join("/");
    if (isHidden(file)) continue;
    files.push({ file, source });
  }
  return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** A file left out of the site: a hidden one, or one in a hidden folder (.well-known excepted). */
export function isHidden(file: string): boolean {
  return file.split("/").some((part) => part.startsWith(".") && part !== ".well-known");
}

export function readStaticFile(f: StaticFile): OutputFile {
  return { file: f.file, contents: readFileSync(f.source) };
}

/**
 * One problem per static file whose name the build's own output takes.
 * `generated` maps each name the build writes (copies included) to what it
 * is, for the message: "the page /privacy-policy". `reserved` are folders
 * only the build writes into: their files carry content hashes and are
 * cached for a year (headers.ts), which a file with a fixed name must not be.
 */
export function staticClashes(files: StaticFile[], generated: Map<string, string>, reserved: readonly string[]): ContentProblem[] {
  const shown = (abs: string) => path.relative(process.cwd(), abs).split(path.sep).join("/");
  const problems: ContentProblem[] = [];
  for (const f of files) {
    const found = clashOf(f.file, generated, reserved);
    if (found) problems.push({ file: shown(f.source), line: 1, column: 1, path: "", expected: "a file name the build does not use for its own output", found, hint: "rename or remove it" });
  }
  return problems;
}

/** How a static file's name meets the build's output, or undefined if it does not. */
function clashOf(file: string, generated: Map<string, string>, reserved: readonly string[]): string | undefined {
  const same = generated.get(file);
  if (same) return `"${file}", the name the build gives ${same}`;
  for (let cut = file.indexOf("/"); cut !== -1; cut = file.indexOf("/", cut + 1)) {
    const folder = file.slice(0, cut);
    const what = generated.get(folder);
    if (what) return `"${file}", inside a folder named "${folder}", the name the build gives ${what}`;
    if (reserved.includes(folder)) return `"${file}", inside "${folder}/", which holds only the build's own files: their names carry a content hash, and browsers keep them for a year`;
  }
  if (reserved.includes(file)) return `a file "${file}" where the build needs a folder "${file}/" for its own files`;
  for (const [name, what] of generated) if (name.startsWith(`${file}/`)) return `a file "${file}" where the build needs a folder "${file}/" for ${what}`;
  return undefined;
}
