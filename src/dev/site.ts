// Renders the site for the dev server and remembers what it rendered from (the
// content model and compiled assets), so a change re-renders only the routes it
// can affect. Runs inside the dev worker, whose modules are fresh after every
// code change; content and CSS changes reuse the warm worker.
import path from "node:path";
import { compileAssets, type SiteAssets } from "../assets.ts";
import { loadContent, type SiteModel } from "../content.ts";
import { LegalPageCache } from "../load/legal.ts";
import { ContentError } from "../load/problem.ts";
import { ICO_FILE, MANIFEST_FILE } from "../outputs/icons.ts";
import { seoFiles } from "../outputs/seo.ts";
import { staticFiles, staticProblems } from "../outputs/static-files.ts";
import { renderRoute } from "../render.tsx";
import { routes as routeTable } from "../routes.ts";
import { routesToRender } from "./plan.ts";

export interface RenderedPage {
  path: string;
  file: string;
  html: string;
}

export interface RenderOutcome {
  /** Every route the site has now. */
  routes: { path: string; file: string }[];
  /** The pages re-rendered by this update (their HTML may or may not differ). */
  pages: RenderedPage[];
  ms: number;
}

/** "full", or content files (absolute paths) and whether the assets changed. */
export type Update = "full" | { content: string[]; assets: boolean };

export function createSiteRenderer(options: { root: string; contentDir: string }) {
  const templatesDir = path.join(options.root, "templates");
  let model: SiteModel | undefined;
  let assets: SiteAssets | undefined;
  let shown = new Set<string>();
  // Changes not yet rendered because loading failed; the next update includes them.
  const dirtyContent = new Set<string>();
  let dirtyAssets = false;
  // Unchanged legal pages are not parsed again: a site of thousands reloads in milliseconds.
  const legalCache = new LegalPageCache();

  async function update(change: Update): Promise<RenderOutcome> {
    const started = performance.now();
    if (change === "full") {
      model = undefined;
      assets = undefined;
    } else {
      for (const file of change.content) dirtyContent.add(path.relative(options.contentDir, file).split(path.sep).join("/"));
      dirtyAssets ||= change.assets;
    }
    const before = model;
    // Both throw on a mistake; the state stays as it was, dirty, until a fix.
    const nextModel = !model || dirtyContent.size ? await loadContent(options.contentDir, { cache: legalCache }) : model;
    const nextAssets = !assets || dirtyAssets ? await compileAssets(templatesDir) : assets;

    const routes = routeTable(nextModel);
    // The names content/static/ may not take, as `npm run build` checks them
    // (with copies, as its default; icons/ and og/ are reserved whole).
    const others = [MANIFEST_FILE, ICO_FILE, ...seoFiles(routes, nextModel).map((f) => f.file)];
    const clashes = staticProblems(staticFiles(options.contentDir), routes, others, true);
    if (clashes.length) throw new ContentError(clashes);
    const everything = !before || assets !== nextAssets;
    const render = everything ? routes : routesToRender([...dirtyContent], before, nextModel, routes, shown);
    const pages = render.map((route) => ({ path: route.path, file: route.file, html: renderRoute(route, nextModel, nextAssets) }));

    model = nextModel;
    assets = nextAssets;
    shown = new Set(routes.map((r) => r.path));
    dirtyContent.clear();
    dirtyAssets = false;
    return { routes: routes.map((r) => ({ path: r.path, file: r.file })), pages, ms: performance.now() - started };
  }

  return { update };
}
