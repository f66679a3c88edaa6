// The build: content → model → routes → HTML files. Everything is written to
// a fresh folder beside dist/ and swapped in only when the whole build has
// succeeded, so a failed build never leaves a half-written or missing dist/.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileAssets } from "./assets.ts";
import { loadContent, type SiteModel } from "./content.ts";
import { renderRoute } from "./render.tsx";
import { routes as routeTable, type Route } from "./routes.ts";

export interface BuildOptions {
  /** Project root holding content/ and templates/. */
  root: string;
  /** Content folder (defaults to root/content); tests point it at fixtures. */
  contentDir?: string;
  outDir: string;
}

export interface BuildResult {
  model: SiteModel;
  routes: Route[];
  files: { file: string; bytes: number }[];
  bytes: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const contentDir = options.contentDir ?? path.join(options.root, "content");
  const model = loadContent(contentDir);
  const assets = await compileAssets(path.join(options.root, "templates"));
  const routes = routeTable(model);

  const outDir = path.resolve(options.outDir);
  const parent = path.dirname(outDir);
  const staging = path.join(parent, `.${path.basename(outDir)}-next-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const files: BuildResult["files"] = [];
    const staticDir = path.join(contentDir, "static");
    if (existsSync(staticDir)) cpSync(staticDir, staging, { recursive: true });
    for (const route of routes) {
      const html = renderRoute(route, model, assets);
      const target = path.join(staging, route.file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, html);
      files.push({ file: route.file, bytes: Buffer.byteLength(html) });
    }
    swapIn(staging, outDir);
    return { model, routes, files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Replace outDir with staging in two renames; the old copy is removed last. */
function swapIn(staging: string, outDir: string) {
  const old = `${staging}-old`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });
}
