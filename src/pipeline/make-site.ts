// The one pipeline from the typed model to every file of the site, called by
// `npm run build` (build.ts, which writes the files and publishes them) and by
// `npm run dev` (which keeps them in memory and serves them). What the pages
// refer to is made first (inline CSS and script, the landing pages' later
// stylesheet, pictures, icons, preview images); then every route is rendered
// and handed on at once, so a site of
// thousands of pages is never held in memory; then the other files, and last
// the response headers and the nginx and Caddy configs, written from one list
// of rules with the hashes of the inline code the pages carry. Every internal
// link of the content is checked against the pages and ids rendered.
import path from "node:path";
import type { SiteModel, Written } from "../model/site-model.ts";
import { ContentError, shownFrom, type ContentProblem } from "../parse/problem.ts";
import type { Notice } from "../checks/notice.ts";
import { caddyFiles } from "../outputs/caddy-config.ts";
import { headersAt, headersFile, hstsHeader, InlineCode, responseRules } from "../outputs/headers.ts";
import { iconSet } from "../outputs/favicons.ts";
import { nginxFiles } from "../outputs/nginx-config.ts";
import { valuesFile } from "../outputs/values-file.ts";
import { siteFile } from "../outputs/release.ts";
import type { OutputCache } from "../outputs/cache.ts";
import type { OutputFile } from "../outputs/output-file.ts";
import { pictureFields, pictureFiles } from "../outputs/picture-files.ts";
import { seoFiles } from "../outputs/seo.ts";
import { socialImages } from "../outputs/social-images.ts";
import { readStaticFile, readStaticFolder, staticProblems } from "../outputs/static-files.ts";
import { compileAssets } from "../render/assets.ts";
import { designSource, outOfDate } from "../render/design-source.ts";
import { LANDING_SECTIONS } from "../model/schema/landing.ts";
import { LIMITS } from "../checks/design-limits.ts";
import { hashedName } from "../outputs/hash.ts";
import { routes as routeTable, type Route } from "../view/routes.ts";
import { checkLinks, idsOf } from "./link-check.ts";
import { KeptPages, type PageStore } from "./kept-pages.ts";
import { analyticsOf } from "../model/analytics-setup.ts";
import { editorOrigins } from "../editor/cms-config.ts";
import { editorFiles } from "../outputs/editor-files.ts";
import { underBase } from "../render/base-path.ts";
import { basePath } from "../view/site-address.ts";

/**
 * What a file is to the site: a rendered page, a file made from content, one
 * of content/static/ as it is, the headers file, or a web server's config
 * (which goes beside the site, not in it).
 */
type OutputKind = "page" | "made" | "static" | "headers" | "server";

export interface SiteOptions {
  /** Project root: templates/ is read from it. */
  root: string;
  /** Where slow outputs (pictures, preview images) are kept between builds. */
  cache: OutputCache;
  /**
   * Where drawn pages are kept between builds (kept-pages.ts): the output
   * cache for npm run build, memory for the dev server, which draws again on
   * every save; undefined draws every page.
   */
  pages: PageStore | undefined;
  contentDir: string;
  /** The source's files as written (loadContentAsWritten): the web editor's forms list the fields in their order. */
  asWritten: Written["asWritten"];
  /** Whether .br/.gz copies will be written beside the files (their names are then taken). */
  precompress: boolean;
  /** The link-preview images take about a second to draw; the dev server goes without them. */
  socialImages: boolean;
  /** The web editor's files (dist/admin/), when site.yaml has an editor: the live preview goes without them. */
  editor: boolean;
  /** Receives each file as it is made; the pipeline waits for it before making the next page. */
  emit(file: OutputFile, kind: OutputKind): void | Promise<void>;
}

export interface SiteOutput {
  routes: Route[];
  /**
   * What an editor or developer should know that is no problem, beside the
   * checks' notices (an offer that has ended, src/checks/): that the design
   * measurements are of other templates. Shown by npm run build and the dev
   * server alike.
   */
  notices: string[];
  /** Broken internal links: warnings in npm run build and the dev server, errors in build:production. */
  brokenLinks: ContentProblem[];
  /** The headers the site's rules send with every page, for its first flight (../checks/round-trip.ts). */
  pageHeaders: [name: string, value: string][];
}

/** Makes every file of the site from the model, handing each to `emit`. Throws a ContentError for content/static/ names that clash with the site's own. */
export async function makeSite(model: SiteModel, options: SiteOptions): Promise<SiteOutput> {
  const templatesDir = path.join(options.root, "templates");
  const routes = routeTable(model);
  const editor = options.editor ? model.site.editor : undefined;
  // At once: esbuild bundles the stylesheets and the editor's script in a process of its own meanwhile.
  const [assets, pictures, images, editing] = await Promise.all([
    compileAssets(templatesDir),
    pictureFiles(pictureFields(model.landing), model.images, path.join(options.contentDir, "images"), options.cache),
    options.socialImages ? socialImages(routes, model, templatesDir, options.cache) : undefined,
    editor ? editorFiles(model, editor, { written: options.asWritten, root: options.root, cache: options.cache }) : [],
  ]);
  const icons = await iconSet(model.site, templatesDir, options.cache);
  // The landing pages' and the legal pages' later rules: a file each for every language, cached for good.
  const later: OutputFile = { file: hashedName("assets/landing", ".css", assets.css.later), contents: assets.css.later };
  const pageLater: OutputFile = { file: hashedName("assets/page", ".css", assets.css.pageLater), contents: assets.css.pageLater };
  const pageAssets = {
    ...assets,
    icons: icons.links,
    socialImages: images?.byPath,
    pictures: pictures.byKey,
    laterCss: { landing: `/${later.file}`, page: `/${pageLater.file}` },
  };

  const made = [later, pageLater, ...icons.files, ...(images?.files ?? []), ...pictures.files, ...seoFiles(routes, model), ...editing];
  const shown = shownFrom(options.root);
  const staticFolder = readStaticFolder(options.contentDir, shown);
  const clashes = [
    ...staticFolder.problems,
    ...staticProblems(
      staticFolder.files,
      routes,
      made.map((f) => f.file),
      options.precompress,
      shown,
    ),
  ];
  if (clashes.length) throw new ContentError(clashes);

  const inline = new InlineCode();
  const base = basePath(model.site.siteUrl);
  const ids = new Map<string, Set<string>>();
  // A page drawn by an earlier build from the same inputs is read, not drawn again.
  const pages = KeptPages.of(options.pages, options.root);
  for (const route of routes) {
    const page = pages.render(route, model, pageAssets);
    const html = underBase(page.html, base);
    inline.add(route.file, html);
    ids.set(route.path, idsOf(html));
    // A kept page's bytes, when the base path changed nothing in it: not encoded again.
    await options.emit({ file: route.file, contents: page.bytes && html === page.html ? page.bytes : html }, "page");
  }
  const files = new Set([...made, ...staticFolder.files].map((f) => `/${f.file}`));
  const brokenLinks = checkLinks([...model.links, ...model.pages.flatMap((page) => page.links)], {
    pages: ids,
    files,
    siteUrl: model.site.siteUrl,
  });
  for (const file of made) await options.emit(file, "made");
  for (const file of staticFolder.files) await options.emit(readStaticFile(file), "static");
  const rules = responseRules(inline, {
    analyticsOrigin: analyticsOf(model.site)?.origin,
    hsts: hstsHeader(model.site.hsts),
    editor: editor && { origins: editorOrigins(editor) },
  });
  const folders = [...routes.map((route) => route.file), ...files]
    .map((file) => file.replace(/^\//, "").split("/"))
    .filter((parts) => parts.length > 1);
  await options.emit(
    headersFile(
      rules,
      folders.map(([folder]) => folder!),
    ),
    "headers",
  );
  const { siteUrl, ipv6 } = model.site;
  for (const file of [
    ...nginxFiles(rules, siteUrl, { ipv6 }),
    ...caddyFiles(rules, siteUrl, { ipv6 }),
    valuesFile(rules),
    siteFile(siteUrl),
  ])
    await options.emit(file, "server");
  const notices = designNotice(templatesDir, model);
  return { routes, brokenLinks, notices, pageHeaders: headersAt(rules, { topLevel: true }) };
}

/** Notices as the build and the dev server print them: where, then what. */
export const noticeLines = (notices: Notice[]): string[] =>
  notices.map((notice) => `${notice.file}:${notice.line}:${notice.column}  ${notice.message}`);

/** The notice that the design measurements were taken from other templates than these, naming what changed. */
function designNotice(templatesDir: string, model: SiteModel): string[] {
  const shown = LANDING_SECTIONS.filter((name) => model.editions.some((edition) => edition.landing[name] !== undefined));
  const changed = outOfDate(LIMITS.measuredFrom, designSource(templatesDir), shown);
  if (changed.length === 0) return [];
  return [
    `the design measurements (templates/design-limits.json) were not taken from ${changed.join(", ")} as they are now, so the length checks may be wrong: npm run measure-design measures them again`,
  ];
}
