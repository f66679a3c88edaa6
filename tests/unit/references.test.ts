// Every file of this repository that a doc or a comment names exists, so a
// file moved or removed is not left cited where nobody runs it (issue 47).
//
// Read: README.md, BENCHMARKS.md and every other *.md (not the site's legal
// pages, content/legal/, nor the frozen fixtures, tests/fixtures/, but for
// their README), and the comments of src/, templates/, scripts/, tests/,
// .github/, .ci/ and the configs at the top: TypeScript and JavaScript through
// TypeScript's parser (a `//` in a string, a regular expression or JSX text is
// no comment), CSS's /* */, YAML's and shell's #. Not read: node_modules/,
// .git/, the outputs and caches (dist/, dist-server/, test-results/,
// coverage/, .cache/, .dist-*/) and .scratch/.
//
// What counts as naming a file:
//   - a path: a word that starts with one of the repository's folders (src/,
//     templates/, scripts/, tests/, content/, .github/, .ci/, .vscode/) and is
//     not the tail of a longer path (../src/…, a package's …/src/…, a URL),
//     read to the first space, quote, bracket, comma, colon (a line number,
//     as in src/text/format.ts:12, is not part of it), semicolon or #, and
//     without a full stop that ends the sentence. It must exist; one ending in
//     / must be a folder. Outputs (dist/…, test-results/…) start with no such
//     folder, so they are never read as one.
//   - a pattern: a path with a wildcard or placeholder in it
//     (content/legal/*.md, templates/sections/<name>/schema.ts,
//     tests/fixtures/{a,b}/): the folder before its first such segment must
//     exist.
//   - a file named alone (page.css, values-file.ts), with an extension of the
//     repository's sources (.ts, .tsx, .js, .mjs, .cjs, .css, .yaml, .yml,
//     .md): some file of the repository must have that name. Which file is
//     meant is not checked; a name that is nobody's is.
// The one allowance is NOT_OURS below: names of what is not a file of this
// repository (an output, a package's file, an example of a mistake, a folder
// editors make when they need it), each with where it is named and why.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The repository's folders a path starts with. */
const FOLDERS = ["src", "templates", "scripts", "tests", "content", ".github", ".ci", ".vscode"];

/** Folders never read, by name: installed packages, git's own, outputs, caches, scratch work. */
const SKIPPED = new Set(["node_modules", ".git", "dist", "dist-server", "test-results", "coverage", ".cache", ".scratch"]);

/**
 * Names that are not files of this repository, and need not exist: each with
 * the file that names it (or, with none, wherever it is named) and why. A
 * path ending in / allows what is under it too.
 */
const NOT_OURS: { path: string; file?: string; why: string }[] = [
  {
    path: "content/static/",
    why: "the editors' folder of files published as they are (src/outputs/static-files.ts): made when they need one, absent until then",
  },
  {
    path: "content/hi/legal/",
    why: "where Hindi translations of the legal pages go (src/model/translated-edition.ts reads it): made with the first one, absent until then",
  },
  { path: "config.yml", why: "the web editor's configuration, an output of the build (src/outputs/editor-files.ts)" },
  { path: "summary.md", file: "README.md", why: "the file GitLab's build job writes its summary to (--summary=summary.md), an output" },
  { path: "axe.min.js", why: "axe-core's own script, in node_modules/axe-core/" },
  {
    path: "src/lib/services/backends/git/gitea/*",
    file: "tests/editor/git-host.ts",
    why: "a folder of Sveltia CMS's source, where its gitea back end was read",
  },
  {
    path: "content/landing.hi.yaml",
    file: "src/model/source-files.ts",
    why: "a translation where the build does not read one, which it names: an example of the mistake",
  },
  {
    path: "landing.hi.yaml",
    file: "content/EDITING-FILES.md",
    why: "a translation where the build does not read one, which it names: an example of the mistake",
  },
  {
    path: "Index.md",
    file: "src/model/load/legal-pages.ts",
    why: "a legal page's name with a capital, refused: an example of the mistake",
  },
];

/** Characters that make a segment a pattern or a placeholder rather than a name. */
const WILD = /[*?<>{}…$[\]]/;

// A word starting with a folder, not the tail of a longer path or a URL.
const PATH = new RegExp(`(?<![\\w./@~+$-])(?:${FOLDERS.map((f) => f.replace(/\./g, "\\.")).join("|")})/[^\\s"'\`()[\\],;:|#]*`, "g");
// A file name alone: not part of a path or a longer name.
const NAME = /(?<![\w./@~+$-])[A-Za-z0-9_][\w.-]*\.(?:tsx?|[cm]?js|css|ya?ml|md)(?![\w/-])/g;

interface Named {
  /** The file naming it, from the repository's top. */
  file: string;
  line: number;
  /** As written, without a full stop that ends a sentence. */
  path: string;
  /** A path from the repository's top, or a file's name alone. */
  kind: "path" | "name";
}

/** Each comment of a TypeScript or JavaScript file, and where it starts. */
function codeComments(file: string, text: string): { at: number; text: string }[] {
  const kind = /\.[cm]?jsx?$/.test(file) ? ts.ScriptKind.JS : file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  // JSX text is shown on the page, not code: a `//` in it is no comment.
  const jsxText: [number, number][] = [];
  // Comments are the trivia between tokens: each token's leading and trailing trivia covers them all.
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])])
      ranges.set(range.pos, range);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()]
    .filter((r) => !jsxText.some(([from, to]) => r.pos >= from && r.pos < to))
    .map((r) => ({ at: r.pos, text: text.slice(r.pos, r.end) }));
}

/** The parts of a file that are prose: a doc whole, a code file's comments. */
function prose(file: string, text: string): { at: number; text: string }[] {
  if (file.endsWith(".md")) return [{ at: 0, text }];
  if (/\.[cm]?[jt]sx?$/.test(file)) return codeComments(file, text);
  if (file.endsWith(".css")) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ at: m.index, text: m[0] }));
  // YAML, shell: a # at a line's start or after a space, to the end of the line.
  return [...text.matchAll(/(?<=^|\s)#.*$/gm)].map((m) => ({ at: m.index, text: m[0] }));
}

/** Every file read, from the repository's top. */
function filesRead(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !entry.name.startsWith(".dist-")) walk(name);
        continue;
      }
      if (!entry.isFile() || name.startsWith("content/legal/")) continue;
      if (name.startsWith("tests/fixtures/") && entry.name !== "README.md") continue;
      const top = name.includes("/") ? name.split("/")[0]! : "";
      if (entry.name.endsWith(".md")) files.push(name);
      // content/'s other files are the editors': their comments are theirs.
      else if (top === "content") continue;
      else if ((top === "" || FOLDERS.includes(top)) && /\.([cm]?[jt]sx?|css|ya?ml|sh)$/.test(entry.name)) files.push(name);
      else if (name === ".ci/run") files.push(name);
    }
  };
  walk("");
  return files.sort();
}

/** Every path and file name that a file's prose names. */
function named(file: string, text: string): Named[] {
  const found: Named[] = [];
  const lineAt = (at: number) => text.slice(0, at).split("\n").length;
  for (const part of prose(file, text))
    for (const [pattern, kind] of [
      [PATH, "path"],
      [NAME, "name"],
    ] as const)
      for (const match of part.text.matchAll(pattern))
        found.push({ file, line: lineAt(part.at + match.index), path: match[0].replace(/\.+$/, ""), kind });
  return found;
}

/** What of a path must exist: up to its first pattern or placeholder, the folder before it. */
function mustExist(named: string): { path: string; folder: boolean } {
  const segments = named.split("/");
  const wild = segments.findIndex((s) => WILD.test(s));
  if (wild >= 0) return { path: segments.slice(0, wild).join("/"), folder: true };
  return named.endsWith("/") ? { path: named.slice(0, -1), folder: true } : { path: named, folder: false };
}

function exists(rel: string, folder: boolean): boolean {
  try {
    const stat = statSync(path.join(ROOT, rel));
    return !folder || stat.isDirectory();
  } catch {
    return false;
  }
}

const allowed = (n: Named) =>
  NOT_OURS.some(
    (a) => (a.file === undefined || a.file === n.file) && (a.path === n.path || (a.path.endsWith("/") && n.path.startsWith(a.path))),
  );

/** What a file names that does not exist, as file:line: path; `names`: every file name of the repository. */
function missingIn(file: string, text: string, names: Set<string>): string[] {
  return named(file, text)
    .filter((n) => !allowed(n))
    .filter((n) => {
      if (n.kind === "name") return !names.has(n.path);
      const need = mustExist(n.path);
      return !exists(need.path, need.folder);
    })
    .map((n) => `${n.file}:${n.line}: ${n.path}`);
}

describe("files named in docs and comments", () => {
  it("are read from comments only, to the end of the path", () => {
    const text = [
      'const a = "src/not-a-comment.ts"; // names src/text/format.ts:12, then templates/site.css and page.css.',
      "const b = /src\\/no.ts/; /* and tests/unit/ */",
      "const c = <p>// src/jsx-text.ts</p>; // not ../src/relative.ts nor https://example.com/src/url.ts",
    ].join("\n");
    expect(named("x.tsx", text).map((n) => `${n.line}: ${n.path}`)).toEqual([
      "1: src/text/format.ts",
      "1: templates/site.css",
      // A file named alone is read too (it is the name of some file of the repository, or of none).
      "1: page.css",
      "2: tests/unit/",
    ]);
  });

  it("as patterns, must have the folder before their first wildcard or placeholder", () => {
    expect(mustExist("content/legal/*.md")).toEqual({ path: "content/legal", folder: true });
    expect(mustExist("templates/sections/<name>/schema.ts")).toEqual({ path: "templates/sections", folder: true });
    expect(mustExist("tests/unit/")).toEqual({ path: "tests/unit", folder: true });
    const names = new Set(["site.css"]);
    expect(missingIn("x.md", "`content/nothing/*.md`, `templates/site.css`, `site.css`, `gone.css`", names)).toEqual([
      "x.md:1: content/nothing/*.md",
      "x.md:1: gone.css",
    ]);
  });

  it("exist", () => {
    const files = filesRead();
    const names = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true }))
        if (!entry.isDirectory()) names.add(entry.name);
        else if (!SKIPPED.has(entry.name)) walk(path.join(folder, entry.name));
    };
    walk("");
    const missing = files.flatMap((file) => missingIn(file, readFileSync(path.join(ROOT, file), "utf8"), names));
    expect(missing).toEqual([]);
  });
});
