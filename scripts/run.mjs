// Runs a TypeScript entry point (`node scripts/run.mjs scripts/build.ts --out=…`)
// with plain Node: esbuild bundles it, with src/, templates/ and the packages
// they use, into one cached file under .cache/, which is then imported. This
// skips what `tsx` costs on every run: a second Node process, a loader thread
// and a transform of each source file, plus resolving hundreds of small
// package files. React's production build is selected, as for any deployment.
// It is the one way the project runs a script: every package.json script,
// scripts/test-all.sh and the tests that start one. Packages named only as
// devDependencies (the test and measuring tools, the benchmarks' package's
// own) are left to Node, not bundled: they read their own files beside their
// code, and the commands a server runs never import them. A project module's
// import.meta.url, dirname and filename name its source, found from the
// bundle's place in .cache/, so `path.resolve(import.meta.dirname, "..")`
// means the same bundled as not.
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
import module from "node:module";
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

/** The packages package-lock.json's project and workspaces name as devDependencies and the project does not also depend on. */
function devOnlyPackages() {
  let packages;
  try {
    ({ packages = {} } = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")));
  } catch {
    return [];
  }
  const own = Object.entries(packages).filter(([at]) => !at.includes("node_modules/"));
  const needed = new Set(Object.keys(packages[""]?.dependencies ?? {}));
  return [...new Set(own.flatMap(([, p]) => Object.keys(p.devDependencies ?? {})))].filter((name) => !needed.has(name));
}

const LOADERS = { ".ts": "ts", ".mts": "ts", ".cts": "ts", ".tsx": "tsx", ".js": "js", ".mjs": "js", ".cjs": "js", ".jsx": "jsx" };

/** import.meta.url, dirname and filename in a project module name that module's source, wherever the checkout is: the bundle stays in .cache/. */
const sourceMeta = {
  name: "source-meta",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.split(path.sep).includes("node_modules")) return undefined;
      const text = readFileSync(args.path, "utf8");
      if (!/\bimport\.meta\.(url|dirname|filename)\b/.test(text)) return undefined;
      const url = `new URL(${JSON.stringify(path.relative(cacheDir, args.path).split(path.sep).join("/"))}, import.meta.url).href`;
      return {
        loader: LOADERS[path.extname(args.path)],
        contents: text
          .replace(/\bimport\.meta\.url\b/g, url)
          .replace(/\bimport\.meta\.filename\b/g, `__fileURLToPath(${url})`)
          .replace(/\bimport\.meta\.dirname\b/g, `__pathDirname(__fileURLToPath(${url}))`),
      };
    });
  },
};

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
    // Whitespace and syntax only (names are kept, for stack traces and the
    // bench's CPU profile): 5.6 -> 4.4 MB of source, which a run reads and
    // checks against its compiled code: about 30 ms of every start.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: "warning",
    define: { "process.env.NODE_ENV": '"production"' },
    // Packages with native binaries or that esbuild runs itself stay as they are.
    external: [
      ...["esbuild", "@resvg/*", "sharp", "@img/*", "svgo", "svgo/*", "lightningcss", "fsevents"],
      ...devOnlyPackages().flatMap((name) => [name, `${name}/*`]),
    ],
    plugins: [sourceMeta],
    // Bundled CommonJS packages call require() for Node built-ins; sourceMeta's paths need the other two.
    banner: {
      js: [
        'import { createRequire as __createRequire } from "node:module";',
        'import { fileURLToPath as __fileURLToPath } from "node:url";',
        'import { dirname as __pathDirname } from "node:path";',
        "const require = __createRequire(import.meta.url);",
      ].join(" "),
    },
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
// The young generation is capped on the command line instead, in package.json's
// build scripts (`node --max-semi-space-size=16`), as V8 reads it only when it
// starts. Node 24's V8 lets a semi-space grow to 64 MB where Node 20's stopped
// at 16, and the young generation's pages stay resident once touched: capped
// at 16 MB again, a 1,000-page build on Node 24 peaked at 330 MB against 441
// (medians of 5) for the same wall time (5.09 against 4.96 s, within the spread).

// V8's compiled code of the bundle is kept beside it (Node 22.1 and later), so
// a run after the first does not compile its 5 MB again: in a CPU profile of
// a 1,000-page build, compiling went from 151 to 55 ms.
module.enableCompileCache?.(path.join(cacheDir, "compiled"));

// resvg (the social cards, the favicons) allocates through the mimalloc built
// into its native module, which gives pages it no longer uses back to the
// system only on a later call into it, so after the last card they stayed:
// about 50 MB of a 1,000-page build's peak. A purge delay of 0 gives them back
// as they are freed. mimalloc reads it from the environment when the module is
// loaded, which is when the bundle is imported below; an operator's own setting
// is kept. Peak 324 -> 275 MB (medians of 4 alternating runs), the same wall
// time.
process.env.MIMALLOC_PURGE_DELAY ??= "0";

process.argv = [process.argv[0], path.resolve(root, entry), ...args];
await import(pathToFileURL(bundle).href);
