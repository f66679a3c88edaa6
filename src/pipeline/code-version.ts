// The version of the code that makes a kept result, for keying results kept
// between builds (kept-legal-pages.ts, kept-pages.ts): a hash of the source
// of every project module the entry module imports, followed through their
// relative imports, and of the name and version of every package those
// modules import (remark, react-dom, yaml, zod…) and of every package those
// depend on in turn, read from their package.json, and of Node's version with
// its Unicode tables. It is derived, never kept by hand: an edit to our code
// under the entry, or an upgrade of any package under it or of Node, gives
// another version, and so a kept result is never reused across such a change.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The modules whose results are kept, relative to the project: the one that loads a legal page, the one that draws a page. */
export const LEGAL_PAGE_LOADER = "src/model/load/legal-pages.ts";
export const PAGE_RENDERER = "src/render/render.tsx";
/** The module that makes the .br and .gz copies, whose version says whether the copies of a build before can be taken (site-build.ts). */
export const COMPRESSOR = "src/outputs/compress.ts";

// `import … from "x"`, `export … from "x"` and `import "x"`, across lines, and
// `import("x")` (the sections' schemas are imported so); type-only imports of
// packages add no code.
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

// Once per process: a build runs the code it started with, whatever is edited meanwhile.
const versions = new Map<string, string | undefined>();

/** The version of `entry` (relative to it) in the project at `project`, or undefined when its sources are not there to hash (nothing is kept then). */
export function codeVersion(project: string, entry: string): string | undefined {
  const key = `${project}\0${entry}`;
  if (!versions.has(key)) versions.set(key, computeVersion(project, entry));
  return versions.get(key);
}

function computeVersion(project: string, entry: string): string | undefined {
  if (!existsSync(path.join(project, entry))) return undefined;
  const hash = createHash("sha256");
  const modules = new Set<string>();
  const packages = new Map<string, string>(); // package folder → "name@version"
  const queue = [path.join(project, entry)];
  while (queue.length) {
    const file = queue.shift()!;
    if (modules.has(file)) continue;
    modules.add(file);
    const { source, imports } = moduleAt(file);
    hash.update(`${path.relative(project, file)}\0${source}\0`);
    for (const [typeOnly, specifier] of imports) {
      if (specifier.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
      else if (!typeOnly && !specifier.startsWith("node:")) addPackage(packageName(specifier), path.dirname(file), packages);
    }
  }
  for (const id of [...packages.values()].sort()) hash.update(`${id}\0`);
  // Node's own part: its Unicode tables (\p{L} in heading ids, normalize()) come with its version and ICU.
  hash.update(`node@${process.version} icu@${process.versions.icu ?? ""} unicode@${process.versions.unicode ?? ""}`);
  return hash.digest("hex");
}

// Each module read once per process, for every version that walks through it.
interface ModuleRead {
  source: string;
  imports: [typeOnly: boolean, specifier: string][];
}
const modulesRead = new Map<string, ModuleRead>();
function moduleAt(file: string): ModuleRead {
  let read = modulesRead.get(file);
  if (!read) {
    const source = readFileSync(file, "utf8");
    const imports = [...source.matchAll(IMPORT)].map(([, typeOnly, written, dynamic]): [boolean, string] => [
      !!typeOnly,
      (written ?? dynamic)!,
    ]);
    modulesRead.set(file, (read = { source, imports }));
  }
  return read;
}

/** "remark-html/lib/x.js" → "remark-html"; "@scope/pkg/x" → "@scope/pkg". */
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** A package as Node would find it from `from`, and each package it depends on, each folder once. */
function addPackage(name: string, from: string, packages: Map<string, string>): void {
  const folder = findPackage(name, from);
  if (!folder) {
    // Not installed where Node would look: the import would fail anyway; its absence is part of the version.
    packages.set(`missing:${name}`, `${name}@missing`);
    return;
  }
  if (packages.has(folder)) return;
  const manifest = manifestAt(folder);
  packages.set(folder, `${name}@${manifest.version ?? "?"}`);
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
    addPackage(dependency, folder, packages);
}

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const manifests = new Map<string, Manifest>();
const manifestAt = (folder: string): Manifest => {
  let manifest = manifests.get(folder);
  if (!manifest) manifests.set(folder, (manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as Manifest));
  return manifest;
};

/** The folder of package `name` in the nearest node_modules at or above `from`. */
function findPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const folder = path.join(dir, "node_modules", name);
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(dir) === dir) return undefined;
  }
}
