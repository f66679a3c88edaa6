// Renders the site for the dev server and remembers what it rendered from (the
// content model and compiled assets), so a change re-renders only the routes it
// can affect. Runs inside the dev worker, whose modules are fresh after every
// code change; content and CSS changes reuse the warm worker. Besides the
// pages it makes the other files the build publishes from content (sitemap,
// robots.txt, the icons and manifest, the pictures; not the preview images,
// which cost a second), checks content/static/ and the internal links as the build does,
// and hands on the list of what is still to fill before launch.
import path from "node:path";
import { compileAssets, type SiteAssets } from "../render/assets.ts";
import { loadContent, type SiteModel } from "../model/site-model.ts";
import { checkLinks, idsOf } from "../pipeline/link-check.ts";
import type { LaunchItem } from "../model/launch.ts";
import { LegalPageCache } from "../model/load/legal.ts";
import { ContentError, type ContentProblem } from "../model/load/problem.ts";
import { iconSet } from "../outputs/icons.ts";
import { pictureFields, pictureFiles } from "../outputs/picture-files.ts";
import { seoFiles } from "../outputs/seo.ts";
import { readStaticFolder, staticProblems } from "../outputs/static-files.ts";
import { renderRoute } from "../render/render.tsx";
import { routes as routeTable } from "../view/routes.ts";
import { routesToRender } from "./plan.ts";
import type { Coverage } from "../model/translations.ts";

export interface RenderedPage {
  path: string;
  file: string;
  html: string;
}

/** A file of the site that is not a page, by its name in dist/. */
export interface ExtraFile {
  file: string;
  contents: string | Uint8Array;
}

export interface RenderOutcome {
  /** Every route the site has now. */
  routes: { path: string; file: string }[];
  /** The pages re-rendered by this update (their HTML may or may not differ). */
  pages: RenderedPage[];
  /** The site's other files made from content, all of them. */
  extras: ExtraFile[];
  /** To fill before launch. */
  launch: LaunchItem[];
  /** To fix before launch: the model's checks (figures that disagree with it, copy too long for the design). */
  checks: ContentProblem[];
  /** Broken internal links: warnings, as in `npm run build`. */
  brokenLinks: ContentProblem[];
  /** Translation coverage of each language, drafts included. */
  coverage: Coverage[];
  ms: number;
}

/** "full", or content files (absolute paths) and whether the assets changed. */
export type Update = "full" | { content: string[]; assets: boolean };

export function createSiteRenderer(options: { root: string; contentDir: string }) {
  const templatesDir = path.join(options.root, "templates");
  let model: SiteModel | undefined;
  let assets: SiteAssets | undefined;
  let shown = new Set<string>();
  // The ids of every route as last rendered, for the link check.
  const ids = new Map<string, Set<string>>();
  // The icons depend on site.yaml only, and take ~50 ms: made again when it changes.
  let icons: { key: string; set: ReturnType<typeof iconSet> } | undefined;
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
      icons = undefined;
    } else {
      for (const file of change.content) dirtyContent.add(path.relative(options.contentDir, file).split(path.sep).join("/"));
      dirtyAssets ||= change.assets;
    }
    const before = model;
    // Both throw on a mistake; the state stays as it was, dirty, until a fix.
    const nextModel = !model || dirtyContent.size ? await loadContent(options.contentDir, { cache: legalCache, drafts: true }) : model;
    const nextAssets = !assets || dirtyAssets ? await compileAssets(templatesDir) : assets;

    const routes = routeTable(nextModel);
    const iconKey = JSON.stringify(nextModel.site);
    const nextIcons = icons?.key === iconKey ? icons : { key: iconKey, set: iconSet(nextModel.site, templatesDir) };
    // Encoded pictures come from the output cache: only a changed picture is encoded again.
    const pictures = await pictureFiles(pictureFields(nextModel.landing), nextModel.images, path.join(options.contentDir, "images"));
    const extras: ExtraFile[] = [...nextIcons.set.files, ...pictures.files, ...seoFiles(routes, nextModel)];
    // content/static/ as `npm run build` checks it (with copies, as its default).
    const folder = readStaticFolder(options.contentDir);
    const clashes = [...folder.problems, ...staticProblems(folder.files, routes, extras.map((f) => f.file), true)];
    if (clashes.length) throw new ContentError(clashes);
    const everything = !before || assets !== nextAssets || icons !== nextIcons;
    const render = everything ? routes : routesToRender([...dirtyContent], before, nextModel, routes, shown);
    const pageAssets = { ...nextAssets, icons: nextIcons.set.links, pictures: pictures.byKey };
    const pages = render.map((route) => ({ path: route.path, file: route.file, html: renderRoute(route, nextModel, pageAssets) }));

    for (const page of pages) ids.set(page.path, idsOf(page.html));
    for (const known of [...ids.keys()]) if (!routes.some((r) => r.path === known)) ids.delete(known);
    const files = new Set([...extras, ...folder.files].map((f) => `/${f.file}`));
    const brokenLinks = checkLinks([...nextModel.links, ...nextModel.pages.flatMap((page) => page.links)], { pages: ids, files, siteUrl: nextModel.site.siteUrl });

    model = nextModel;
    assets = nextAssets;
    icons = nextIcons;
    shown = new Set(routes.map((r) => r.path));
    dirtyContent.clear();
    dirtyAssets = false;
    return {
      routes: routes.map((r) => ({ path: r.path, file: r.file })),
      pages,
      extras,
      launch: nextModel.launch,
      checks: nextModel.checks,
      brokenLinks,
      coverage: nextModel.coverage,
      ms: performance.now() - started,
    };
  }

  return { update };
}
