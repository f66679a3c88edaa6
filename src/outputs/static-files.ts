// Files an editor puts in content/static/ (a search engine's verification
// file, a PDF, .well-known/security.txt) go into dist/ under the same names,
// as they are, with precompressed copies for text. A static file may not take
// a name the build writes itself (a page, an icon, robots.txt, a copy's .br)
// nor stand where one of its folders goes, or the other way round: the build
// stops and names both, instead of one silently replacing the other or failing
// mid-write with the system's EISDIR. Hidden files (.DS_Store, an editor's
// swap files) are left out, except the .well-known folder other sites expect;
// symbolic links are refused. The dev server serves exactly this list.
import { readdirSync, readFileSync, readlinkSync, type Dirent } from "node:fs";
import path from "node:path";
import type { OutputFile } from "./output-file.ts";
import type { ContentProblem, ShownPath } from "../parse/problem.ts";
import { hasCopies } from "./compress.ts";
import { IMMUTABLE_FOLDERS } from "./headers.ts";

export interface StaticFile {
  /** Path inside dist/, with forward slashes. */
  file: string;
  /** Where it is on disk. */
  source: string;
}

export interface StaticFolder {
  /** The files to publish, sorted by name. */
  files: StaticFile[];
  /** What cannot be published: a symbolic link, or a static/ that is not a folder. */
  problems: ContentProblem[];
}

/**
 * Every file under content/static/ that the site publishes; none when there is
 * no such folder. Hidden files are left out. A symbolic link is a problem, not
 * a file: followed, it could publish anything on the machine (a link to
 * /etc/passwd, or to the project folder), and the dev server and the build
 * must agree on what is published.
 */
/** Every entry under `dir`, never going into a linked folder (Node 24's recursive readdir follows one, into a whole project). */
function walk(dir: string): Dirent[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [entry, ...walk(path.join(entry.parentPath, entry.name))] : [entry],
  );
}

export function readStaticFolder(contentDir: string, shownPath: ShownPath): StaticFolder {
  const dir = path.join(contentDir, "static");
  let entries;
  try {
    entries = walk(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { files: [], problems: [] };
    const found = code === "ENOTDIR" ? "a file" : `a folder the build cannot read (${code})`;
    return {
      files: [],
      problems: [{ file: shownPath(dir), line: 1, column: 1, path: "", expected: "a folder of files to publish as they are", found }],
    };
  }
  const files: StaticFile[] = [];
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    const source = path.join(entry.parentPath, entry.name);
    const file = path.relative(dir, source).split(path.sep).join("/");
    if (isHidden(file)) continue;
    if (entry.isSymbolicLink()) {
      let target = "";
      try {
        target = readlinkSync(source);
      } catch {
        // unreadable: named without its target
      }
      problems.push({
        file: shownPath(source),
        line: 1,
        column: 1,
        path: "",
        expected: "a file of its own, published as it is",
        found: `a symbolic link${target ? ` to ${target}` : ""}, which the build does not follow: it could publish files from outside content/`,
        hint: "put a copy of the file here instead",
      });
    } else if (entry.isFile()) files.push({ file, source });
  }
  return { files: files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)), problems };
}

/** A file left out of the site: a hidden one, or one in a hidden folder (.well-known excepted). */
function isHidden(file: string): boolean {
  return file.split("/").some((part) => part.startsWith(".") && part !== ".well-known");
}

export function readStaticFile(f: StaticFile): OutputFile {
  return { file: f.file, contents: readFileSync(f.source) };
}

/**
 * One problem per static file whose name the build's own output takes:
 * `routes` are the pages, `others` the names of the build's other files
 * (those in icons/, og/ and images/ need not be given: those folders are the build's
 * alone), `precompress` whether .br/.gz copies are made.
 */
export function staticProblems(
  files: StaticFile[],
  routes: { file: string; path: string }[],
  others: string[],
  precompress: boolean,
  shownPath: ShownPath,
): ContentProblem[] {
  const generated = outputNames(routes, others, files, precompress);
  const problems: ContentProblem[] = [];
  for (const f of files) {
    const found = clashOf(f.file, generated);
    if (found)
      problems.push({
        file: shownPath(f.source),
        line: 1,
        column: 1,
        path: "",
        expected: "a file name the build does not use for its own output",
        found,
        hint: "rename or remove it",
      });
  }
  return problems;
}

/** Every name the build writes, copies included, with what it is, for the message. */
function outputNames(
  routes: { file: string; path: string }[],
  others: string[],
  files: StaticFile[],
  precompress: boolean,
): Map<string, string> {
  const names = new Map<string, string>();
  const add = (file: string, what: string) => {
    names.set(file, what);
    if (!precompress || !hasCopies(file)) return;
    names.set(`${file}.br`, `the brotli copy of ${what}`);
    names.set(`${file}.gz`, `the gzip copy of ${what}`);
  };
  for (const route of routes) add(route.file, `the page ${route.path}`);
  for (const file of others) add(file, OUTPUT_KINDS.find(([pattern]) => pattern.test(file))?.[1] ?? "one of its files");
  names.set("_headers", "the HTTP headers for the host");
  // A static text file's own copies must not meet another static file either.
  for (const { file } of files) {
    if (precompress && hasCopies(file))
      for (const [ext, kind] of [
        [".br", "brotli"],
        [".gz", "gzip"],
      ])
        names.set(`${file}${ext}`, `the ${kind} copy of content/static/${file}`);
  }
  return names;
}

const OUTPUT_KINDS: [RegExp, string][] = [
  [/^icons\/|^favicon\.ico$|\.webmanifest$/, "the site's icons"],
  [/^og\//, "the social preview images"],
  [/^sitemap\.xml$/, "the sitemap"],
  [/^robots\.txt$/, "the rules for search engines"],
];

/** How a static file's name meets the build's output, or undefined if it does not. */
function clashOf(file: string, generated: Map<string, string>): string | undefined {
  const same = generated.get(file);
  if (same) return `"${file}", the name the build gives ${same}`;
  for (let cut = file.indexOf("/"); cut !== -1; cut = file.indexOf("/", cut + 1)) {
    const folder = file.slice(0, cut);
    const what = generated.get(folder);
    if (what) return `"${file}", inside a folder named "${folder}", the name the build gives ${what}`;
    // headers.ts caches these folders for a year, which a file with a fixed name must not be.
    if (IMMUTABLE_FOLDERS.includes(folder))
      return `"${file}", inside "${folder}/", which holds only the build's own files: their names carry a content hash, and browsers keep them for a year`;
  }
  if (IMMUTABLE_FOLDERS.includes(file)) return `a file "${file}" where the build needs a folder "${file}/" for its own files`;
  for (const [name, what] of generated)
    if (name.startsWith(`${file}/`)) return `a file "${file}" where the build needs a folder "${file}/" for ${what}`;
  return undefined;
}
