// The build: content → model → routes → HTML files, plus the other files a
// deployable site needs. Every output is collected in memory first, written to
// a fresh folder beside dist/, and swapped in only when the whole build has
// succeeded, so a failed build never leaves a half-written or missing dist/.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { compileAssets } from "./assets.ts";
import { loadContent, type LaunchItem, type SiteModel } from "./content.ts";
import { compressedCopies } from "./outputs/compress.ts";
import { headersFile } from "./outputs/headers.ts";
import { iconSet } from "./outputs/icons.ts";
import { seoFiles } from "./outputs/seo.ts";
import { socialImages } from "./outputs/social-images.ts";
import { renderRoute } from "./render.tsx";
import { routes as routeTable, type Route } from "./routes.ts";

export interface BuildOptions {
  /** Project root holding content/ and templates/. */
  root: string;
  /** Content folder (defaults to root/content); tests point it at fixtures. */
  contentDir?: string;
  outDir: string;
  /** Refuse to build while any value is still to fill before launch (build:production). */
  strict?: boolean;
}

/** A --strict build stopped by placeholders; nothing was written. */
export class LaunchError extends Error {
  constructor(readonly items: LaunchItem[]) {
    super(`${items.length} value${items.length === 1 ? "" : "s"} still to fill before launch`);
  }
}

/** One file of the output, path relative to dist/. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

export interface BuildResult {
  model: SiteModel;
  routes: Route[];
  files: { file: string; bytes: number }[];
  /** Bytes of the HTML pages. */
  bytes: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const contentDir = options.contentDir ?? path.join(options.root, "content");
  const templatesDir = path.join(options.root, "templates");
  const model = loadContent(contentDir);
  if (options.strict && model.launch.length) throw new LaunchError(model.launch);
  const routes = routeTable(model);
  // What the pages refer to comes first: inline CSS and script, icons, preview images.
  const [assets, images] = await Promise.all([compileAssets(templatesDir), socialImages(routes, model, templatesDir)]);
  const icons = iconSet(model.site, templatesDir);
  const pages = routes.map((route) => ({ file: route.file, contents: renderRoute(route, model, { ...assets, icons: icons.links, socialImages: images.byPath }) }));

  const site: OutputFile[] = [...pages, ...icons.files, ...images.files, ...seoFiles(routes, model)];
  // The compressed copies are made on the thread pool while this thread hashes
  // the pages' inline code for _headers and writes the site's own files.
  const compressing = compressedCopies(site);
  compressing.catch(() => {}); // awaited below; a failure before then must not go unhandled
  const own = [...site, headersFile(site)];

  const outDir = path.resolve(options.outDir);
  const staging = path.join(path.dirname(outDir), `.${path.basename(outDir)}-next-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  let outputs: OutputFile[] = [];
  try {
    const staticDir = path.join(contentDir, "static");
    if (existsSync(staticDir)) cpSync(staticDir, staging, { recursive: true });
    await writeAll(staging, own);
    outputs = [...own, ...(await compressing)];
    await writeAll(staging, outputs.slice(own.length));
    swapIn(staging, outDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const files = outputs.map((o) => ({ file: o.file, bytes: typeof o.contents === "string" ? Buffer.byteLength(o.contents) : o.contents.byteLength }));
  const htmlBytes = files.filter((f) => f.file.endsWith(".html")).reduce((sum, f) => sum + f.bytes, 0);
  return { model, routes, files, bytes: htmlBytes };
}

async function writeAll(dir: string, outputs: OutputFile[]) {
  const folders = new Set(outputs.map((o) => path.dirname(path.join(dir, o.file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  // One at a time: a small file is written in microseconds, while thousands of
  // writes in flight would each hold their own copy of the contents. Every few
  // files the event loop gets a turn, to hand the compressor its next pages.
  for (const [i, o] of outputs.entries()) {
    writeFileSync(path.join(dir, o.file), o.contents);
    if (i % 16 === 15) await new Promise(setImmediate);
  }
}

/** Replace outDir with staging in two renames; the old copy is removed last. */
function swapIn(staging: string, outDir: string) {
  const old = `${staging}-old`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });
}
