// Runs a TypeScript entry point (`node scripts/run.mjs scripts/build.ts --out=…`)
// with plain Node: esbuild bundles it, with src/, templates/ and the packages
// they use, into one cached file under .cache/, which is then imported. This
// skips what `tsx` costs on every run: a second Node process, a loader thread
// and a transform of each source file, plus resolving hundreds of small
// package files. React's production build is selected, as for any deployment.
// The cache is keyed by a hash of every project file the bundle was made from,
// of package-lock.json and of this file, so an edit anywhere rebuilds it
// (~0.3 s). Those files are named relative to the project (the folder it runs
// in) and read from it: a checkout copied or moved with its .cache/ hashes its
// own files, never those at the path it was bundled from, so it rebuilds when
// they differ (tests/unit/run-cache.test.ts). Each bundle has a source map
// beside it, naming the sources relative to itself: `node --enable-source-maps
// scripts/run.mjs …` points stack traces at the sources, and the bench's CPU
// profile names modules with it; `npx tsx scripts/build.ts` runs the sources
// as they are.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";

const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error("usage: node scripts/run.mjs <entry.ts> [args…]");
const root = process.cwd();
const name = path.basename(entry).replace(/\.[cm]?[jt]sx?$/, "");
const cacheDir = path.join(root, ".cache");
const bundle = path.join(cacheDir, `${name}.mjs`);
const manifest = path.join(cacheDir, `${name}.inputs.json`);

/** A file as the manifest names it: relative to the project, with /, wherever the project is. */
const fromRoot = (file) => path.relative(root, path.resolve(root, file)).split(path.sep).join("/");

/** Hash of the files the last bundle was made from (named from the project, read in it); a missing file changes it too. */
function inputsHash(files) {
  const hash = createHash("sha256");
  for (const file of files) {
    const at = path.resolve(root, file);
    hash
      .update(`${file}\0`)
      .update(existsSync(at) ? readFileSync(at) : "missing")
      .update("\0");
  }
  return hash.digest("hex");
}

function upToDate() {
  try {
    const { entry: was, files, hash } = JSON.parse(readFileSync(manifest, "utf8"));
    return (
      was === entry &&
      // An absolute path is another checkout's file (a manifest written before
      // they were relative): its hash says nothing of this one.
      files.every((f) => !path.isAbsolute(f)) &&
      [bundle].every((f) => existsSync(f) && existsSync(`${f}.map`)) &&
      inputsHash(files) === hash
    );
  } catch {
    return false; // no manifest yet (or an unreadable one): bundle again
  }
}

if (!upToDate()) {
  const { build } = await import("esbuild");
  const staging = path.join(cacheDir, `.bundle-${process.pid}`);
  const result = await build({
    entryPoints: [{ in: path.resolve(root, entry), out: name }],
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    // The oldest Node package.json's engines allow.
    target: "node22",
    jsx: "automatic",
    metafile: true,
    // For `node --enable-source-maps` stack traces and the bench's CPU profile (scripts/bench/profile.ts).
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "warning",
    define: { "process.env.NODE_ENV": '"production"' },
    // Packages with native binaries or that esbuild runs itself stay as they are.
    external: ["esbuild", "@resvg/*", "sharp", "@img/*", "svgo", "svgo/*", "lightningcss", "fsevents"],
    // Bundled CommonJS packages call require() for Node built-ins.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  });
  // Project files only (plus the lockfile for every package): hashing node_modules on every run would cost more than it saves.
  // This file too: a change to how the bundle is made must make it again.
  const files = [
    ...Object.keys(result.metafile.inputs)
      .filter((f) => !f.includes("node_modules/"))
      .map(fromRoot),
    "package-lock.json",
    fromRoot(fileURLToPath(import.meta.url)),
  ].sort();
  // Renamed into place, so a build running at the same time never reads half a file.
  for (const file of [bundle]) {
    // The map names its sources relative to the staging folder: made relative to
    // the cache folder it moves to, it stays right after the move, and in a
    // copy of the project names the copy's sources.
    const map = JSON.parse(readFileSync(path.join(staging, `${path.basename(file)}.map`), "utf8"));
    map.sources = map.sources.map((source) => path.relative(cacheDir, path.resolve(staging, source)).split(path.sep).join("/"));
    writeFileSync(path.join(staging, `${path.basename(file)}.map`), JSON.stringify(map));
    renameSync(path.join(staging, `${path.basename(file)}.map`), `${file}.map`);
    renameSync(path.join(staging, path.basename(file)), file);
  }
  rmSync(staging, { recursive: true, force: true });
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify({ entry, files, hash: inputsHash(files) }));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
}

// V8 lets the old generation grow to about four times what its last full
// collection kept before it collects again. A build keeps little (the model)
// and makes much that lives a few milliseconds: a page's markdown tree and
// HTML survive a young collection or two and are promoted, so at 1,000 pages
// some 70 MB of them piled up before the first full collection. Growing by
// half at most collects them sooner: peak memory about 275 → 235 MB for the
// same CPU time (two more full collections of ~25 ms each).
v8.setFlagsFromString("--heap-growing-percent=50");

process.argv = [process.argv[0], path.resolve(root, entry), ...args];
await import(pathToFileURL(bundle).href);
