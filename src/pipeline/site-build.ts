// The build: loads the model, runs the pipeline (make-site.ts) and writes what it
// makes, the pages and every other file a deployable site needs, and the web
// servers' configs beside it (dist-server/: nginx/, caddy/). Everything is
// written to fresh folders beside them, which are swapped in only when the
// whole build has succeeded (publishing is renames and nothing else, undone
// in turn if one fails), so a failed build never leaves a half-written,
// changed or missing dist/, nor configs that disagree with it. The build
// replaces only folders it made: a file, a link or a folder of other files
// there stops it, untouched.
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { KeptLegalPages } from "./kept-legal-pages.ts";
import path from "node:path";
import { loadContentAsWritten, type SiteModel } from "../model/site-model.ts";
import { checkModel, type PageLength } from "../checks/model-checks.ts";
import type { DesignLimits } from "../checks/design-limits.ts";
import type { LaunchItem } from "../checks/launch.ts";
import { launchSummary } from "../report/launch-list.ts";
import { ContentError, type ContentProblem } from "../parse/problem.ts";
import { translationCoverage, type Coverage } from "../checks/translation-coverage.ts";
import { cacheKey, OutputCache } from "../outputs/cache.ts";
import { codeVersion, COMPRESSOR } from "./code-version.ts";
import { OutputWriter, type WrittenFile } from "../outputs/writer.ts";
import { firstFlights, type FirstFlight } from "../checks/round-trip.ts";
import type { Route } from "../view/routes.ts";
import { makeSite, noticeLines } from "./make-site.ts";

export interface BuildOptions {
  /** Project root holding content/ and templates/. */
  root: string;
  /** Content folder (defaults to root/content); tests point it at fixtures. */
  contentDir?: string;
  outDir: string;
  /** Where the web servers' configs go (nginx/, caddy/), published with outDir; none are written without it. */
  serverOutDir?: string;
  /** Refuse to build while any value is still to fill before launch (build:production). */
  strict?: boolean;
  /** Write .br/.gz copies beside the text files (default); false for hosts that compress on the fly. */
  precompress?: boolean;
  /** The design's measures the copy and the pages' lengths are held to: the stored ones (templates/design-limits.json), or a test's own. */
  designLimits?: DesignLimits;
}

/**
 * A --strict build (build:production) stopped before writing anything, by
 * everything that must not reach production, all at once: values and samples
 * still to fill, and the model's checks (figures that disagree with it, copy
 * longer than the design holds, a legal page whose date no longer matches its
 * text). A translation that is not ready holds nothing back: its texts are
 * shown in English, marked as such, and listed (`coverage`, for the report).
 */
export class StrictError extends Error {
  constructor(
    readonly launch: LaunchItem[],
    readonly checks: ContentProblem[],
    readonly coverage: Coverage[],
  ) {
    const count = (n: number, what: string) => (n ? [`${n} ${what}`] : []);
    super(
      [
        ...(launch.length ? [`${launchSummary(launch)} still to fill before launch`] : []),
        ...count(checks.length, `thing${checks.length === 1 ? "" : "s"} to fix before launch`),
      ].join("; "),
    );
  }
}

export interface BuildResult {
  model: SiteModel;
  routes: Route[];
  /** Every file written to dist/, by name. */
  files: WrittenFile[];
  /** Bytes of the HTML pages. */
  bytes: number;
  /** To fill before launch (src/checks/launch.ts): warnings here, refused by a strict build. */
  launch: LaunchItem[];
  /** To fix before launch (src/checks/model-checks.ts): warnings here, refused by a strict build. */
  checks: ContentProblem[];
  /** Each language's translation coverage (src/checks/translation-coverage.ts), counted as the pages show it. */
  coverage: Coverage[];
  /** Broken internal links: warnings here, errors (a ContentError) in a strict build. */
  brokenLinks: ContentProblem[];
  /** What is worth knowing and no problem (an offer that ended, design measures of other templates). */
  notices: string[];
  /** Each language's landing page against its budget of phone screens. */
  lengths: PageLength[];
  /** Each landing page's first flight, when the build wrote brotli copies. */
  flights: FirstFlight[];
}

/**
 * A build written aside, not yet published: `publish()` swaps it in for
 * outDir (two renames, nothing else), `discard()` removes it. Everything that
 * can fail has run by the time it exists, so a caller that still has to do
 * something fallible (format a report) does it before publishing.
 */
export interface StagedBuild extends BuildResult {
  publish: () => void;
  discard: () => void;
}

/** The whole build, published: outDir is replaced only once everything has succeeded. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const staged = await stageBuild(options);
  staged.publish();
  return staged;
}

/** The whole build, written beside outDir and checked, but not yet published. */
export async function stageBuild(options: BuildOptions): Promise<StagedBuild> {
  const contentDir = options.contentDir ?? path.join(options.root, "content");
  const outDir = path.resolve(options.outDir);
  const serverOutDir = options.serverOutDir && path.resolve(options.serverOutDir);
  // Before any work: the build replaces only a folder it made, and must be able to write beside it.
  checkOutDir(outDir, SITE_MARKS);
  if (serverOutDir) checkOutDir(serverOutDir, SERVER_MARKS);
  const cache = OutputCache.of(options.root);
  const loaded = await loadContentAsWritten(contentDir, {
    project: options.root,
    remember: (key, check) => cache.remember(key, check),
    legal: KeptLegalPages.of(cache, options.root),
    production: options.strict,
  });
  const { model } = loaded;
  const coverage = translationCoverage(model.translations, { production: options.strict });
  const { launch, checks, notices, lengths } = checkModel(loaded, coverage, options.designLimits);
  const precompress = options.precompress !== false;
  if (options.strict && (launch.length || checks.length)) throw new StrictError(launch, checks, coverage);

  const staging = stagingFolder(outDir);
  const serverStaging = serverOutDir && stagingFolder(serverOutDir);
  const folders: [staging: string, outDir: string][] = [
    [staging, outDir],
    ...(serverStaging ? [[serverStaging, serverOutDir] as [string, string]] : []),
  ];
  const removeStaging = () => folders.forEach(([folder]) => rmSync(folder, { recursive: true, force: true }));
  removeStaging();
  // The compressor's version, when the copies this build makes can be recorded for the next one.
  const compressor = precompress && cache.dir ? codeVersion(options.root, COMPRESSOR) : undefined;
  const record = compressor === undefined ? undefined : copiesRecord(compressor, outDir);
  const sameCopies = record !== undefined && cache.read(copiesKey(outDir)) === record;
  const writer = new OutputWriter(staging, { compress: precompress, cache, previous: outDir, sameCopies });
  const serverWriter = serverStaging ? new OutputWriter(serverStaging, { compress: false, previous: serverOutDir }) : undefined;
  try {
    // Each page is written as soon as it is made and not kept, so memory does not grow with the number of pages.
    const site = await makeSite(model, {
      root: options.root,
      cache,
      pages: cache.dir ? cache : undefined,
      contentDir,
      asWritten: loaded.written.asWritten,
      precompress,
      socialImages: true,
      editor: true,
      emit: (file, kind) => (kind === "server" ? serverWriter?.add(file) : writer.add(file, { compress: kind !== "headers" })),
    });
    if (options.strict && site.brokenLinks.length) throw new ContentError(site.brokenLinks);
    const written = await writer.finish();
    await serverWriter?.finish();
    const htmlBytes = written.filter((f) => f.file.endsWith(".html")).reduce((sum, f) => sum + f.bytes, 0);
    let done = false;
    return {
      model,
      routes: site.routes,
      files: written,
      bytes: htmlBytes,
      launch,
      checks,
      coverage,
      brokenLinks: site.brokenLinks,
      notices: [...noticeLines(notices), ...site.notices],
      lengths,
      flights: firstFlights(
        site.routes.filter((route) => route.kind === "landing").map((route) => ({ home: route.path, file: route.file })),
        written,
        site.pageHeaders,
      ),
      publish() {
        if (done) return;
        done = true;
        publish(folders);
        const record = compressor === undefined ? undefined : copiesRecord(compressor, outDir);
        if (record) cache.write(copiesKey(outDir), record);
      },
      discard() {
        if (done) return;
        done = true;
        removeStaging();
      },
    };
  } catch (error) {
    // Copies still being made would be written into the folder after it is gone.
    await writer.settled();
    removeStaging();
    throw error;
  }
}

/**
 * The output cache records, for each folder a build published with copies,
 * the compressor's version it made them with and the folder itself: its
 * inode and modification time, which the rename into place keeps and no other
 * build's folder shares. A folder any other build replaced since (one with
 * the cache off, or without copies) is not the one recorded, so its copies
 * are made again, as they are after any change to how they are made.
 */
export const copiesKey = (outDir: string) => cacheKey("copies-of", outDir);
function copiesRecord(compressor: string, folder: string): string | undefined {
  const stat = statSync(folder, { bigint: true, throwIfNoEntry: false });
  return stat && `${compressor} ${stat.ino} ${stat.mtimeNs}`;
}

/** The folder beside outDir that a build is written into, made empty. */
function stagingFolder(outDir: string): string {
  const staging = path.join(path.dirname(outDir), `.${path.basename(outDir)}-next-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    mkdirSync(staging, { recursive: true });
  } catch (error) {
    throw new OutputFolderError(
      outDir,
      `the build cannot write the folder beside it that it builds into (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  return staging;
}

/** outDir is not a folder the build can replace, or the build cannot write beside it: nothing was written. */
export class OutputFolderError extends Error {
  constructor(
    readonly outDir: string,
    readonly reason: string,
  ) {
    super(`${path.basename(outDir)} (${outDir}): ${reason}`);
    this.name = "OutputFolderError";
  }
}

/** The swap itself failed, and putting the previous output back failed too: where each is now. */
export class PublishError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PublishError";
  }
}

/** What a folder the build made holds: the site's 404.html and _headers; the servers' folder, one for each. */
const SITE_MARKS = ["404.html", "_headers"];
const SERVER_MARKS = ["caddy", "nginx"];

/**
 * outDir may be absent, or a folder the build made (its marks are there), or
 * an empty folder. Anything else (a file, a link, a folder of someone's own
 * files) is left alone: the build replaces only what it made.
 */
function checkOutDir(outDir: string, marks: string[]): void {
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw new OutputFolderError(outDir, `the build cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (stat.isSymbolicLink())
    throw new OutputFolderError(
      outDir,
      "a symbolic link, not a folder the build made: the build writes the site into a folder and does not replace a link; remove the link or build elsewhere (--out=)",
    );
  if (!stat.isDirectory())
    throw new OutputFolderError(
      outDir,
      "a file, not a folder the build made: the build writes the site into a folder and does not replace a file; move or rename the file, or build elsewhere (--out=)",
    );
  const names = readdirSync(outDir);
  if (names.length && !marks.every((mark) => names.includes(mark))) {
    const shown = names.slice(0, 3).join(", ") + (names.length > 3 ? `, and ${names.length - 3} more` : "");
    throw new OutputFolderError(
      outDir,
      `a folder of files the build did not make (${shown}): the build replaces only a site it built; move them, or build elsewhere (--out=)`,
    );
  }
}

/** The file operations publishing does. */
export interface FileOps {
  rename: (from: string, to: string) => void;
  /** Removes a folder and all it holds; nothing when there is none. */
  remove: (folder: string) => void;
}

const FILE_OPS: FileOps = { rename: renameSync, remove: (folder) => rmSync(folder, { recursive: true, force: true }) };

/**
 * Replace each outDir with its staging folder: every outDir is renamed aside,
 * then every staging folder into place, and nothing else that can fail. If a
 * rename fails, the ones done are undone in reverse, so every outDir is as it
 * was. The old copies are removed last; if that fails, they are left beside
 * the new ones. (The file operations are a parameter so a test can make each
 * one fail.)
 */
export function publish(folders: [staging: string, outDir: string][], ops: FileOps = FILE_OPS): void {
  const { rename, remove } = ops;
  const moves: [from: string, to: string][] = [
    ...folders.filter(([, outDir]) => existsSync(outDir)).map(([staging, outDir]): [string, string] => [outDir, `${staging}-old`]),
    ...folders.map(([staging, outDir]): [string, string] => [staging, outDir]),
  ];
  for (const [staging] of folders) remove(`${staging}-old`);
  const done: [from: string, to: string][] = [];
  try {
    for (const [from, to] of moves) {
      rename(from, to);
      done.push([from, to]);
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) {
      try {
        rename(to, from);
      } catch {
        throw new PublishError(
          `the new build could not be moved into place (${(error as Error).message}), nor the previous one back: what was ${from} is now ${to}; the new build is in ${folders.map(([staging]) => staging).join(" and ")}`,
        );
      }
    }
    for (const [staging] of folders) remove(staging);
    throw error;
  }
  for (const [staging] of folders) {
    try {
      remove(`${staging}-old`);
    } catch {
      // A leftover copy beside the site is untidy, not wrong: the next build removes it.
    }
  }
}
