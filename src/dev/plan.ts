// What a change needs, for the dev server. `classify` sorts changed files into
// the kinds of rebuild (fresh modules, assets, content, static files: a check
// of their names only); `routesToRender`
// decides, once content has reloaded, which routes' HTML can have changed.
// The route rules mirror what the templates read: every page shows site.yaml
// and the footer's list of legal pages; only the landing pages (/, /hi) show
// landing.yaml and plans.yaml; a translation file can change any page of its language;
// a legal page shows its own markdown; the not-found page nothing else. A rule that is too wide costs time only
// (the dev server compares HTML before telling the browser); too narrow would
// leave a stale page, so anything without a rule re-renders every route.
import path from "node:path";
import type { SiteModel } from "../model/site-model.ts";
import { footerPages } from "../render/render.tsx";
import type { Route } from "../view/routes.ts";

export interface Changes {
  /** .ts/.tsx/.js modules under templates/ or src/: Node caches ES modules, so they need a fresh worker. */
  code: string[];
  /** The stylesheet and menu script every page inlines. */
  assets: string[];
  /** content/*.yaml, content/legal/*.md and the pictures in content/images/. */
  content: string[];
  /** Files under content/static/: served from disk as they are, but their names are checked against the pages'. */
  static: string[];
}

export interface Folders {
  contentDir: string;
  templatesDir: string;
  srcDir: string;
}

export const noChanges = (): Changes => ({ code: [], assets: [], content: [], static: [] });

export const isEmpty = (c: Changes) => c.code.length + c.assets.length + c.content.length + c.static.length === 0;

/** Union of two change sets, each file once. */
export function merge(a: Changes, b: Changes): Changes {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return { code: union(a.code, b.code), assets: union(a.assets, b.assets), content: union(a.content, b.content), static: union(a.static, b.static) };
}

const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith("..");

/** Sort absolute file paths by what they need; anything else (editor swap files, READMEs) is ignored. */
export function classify(files: Iterable<string>, folders: Folders): Changes {
  const changes = noChanges();
  for (const file of files) {
    const ext = path.extname(file);
    if (inside(folders.contentDir, file)) {
      const rel = path.relative(folders.contentDir, file).split(path.sep).join("/");
      // A language's translations (hi/landing.yaml, hi/translated-from.json) are content too.
      if (/^[^/]+\.ya?ml$/.test(rel) || /^legal\/[^/]+\.md$/.test(rel) || rel.startsWith("images/") || /^[a-z]{2,3}\/([^/]+\.(ya?ml|json)|legal\/[^/]+\.md)$/.test(rel)) changes.content.push(file);
      else if (rel.startsWith("static/")) changes.static.push(file);
    } else if (inside(folders.templatesDir, file) && (ext === ".css" || path.basename(file) === "menu.js")) {
      changes.assets.push(file);
    } else if ((inside(folders.templatesDir, file) || inside(folders.srcDir, file)) && /^\.[mc]?[jt]sx?$/.test(ext)) {
      changes.code.push(file);
    }
  }
  return changes;
}

/**
 * What every page's footer shows of the legal pages, taken from the list the
 * renderer itself uses (so footer: false, a new title or order, a translated
 * page, all count): when it changes, every page is rendered again.
 */
const footerKey = (model: SiteModel) => model.editions.map((edition) => footerPages(edition).map((p) => `${p.path}\t${p.locale}\t${p.meta.title}`).join("\n")).join("\f");

const KNOWN_KINDS = new Set(["landing", "legal", "notFound"]);

/**
 * Routes to re-render after content files (relative to the content folder,
 * like "plans.yaml" or "legal/privacy-policy.md") changed. `before` is the
 * model the current pages were rendered from; `shown` the routes rendered so far.
 */
export function routesToRender(content: string[], before: SiteModel, after: SiteModel, routes: Route[], shown: Set<string>): Route[] {
  if (footerKey(before) !== footerKey(after)) return routes;
  const wanted = new Set<string>();
  for (const file of content) {
    const legal = /^legal\/([^/]+)\.md$/.exec(file);
    // Every language's landing page is the source's structure with its own texts.
    if (file === "landing.yaml" || file === "plans.yaml") {
      for (const r of routes) if (r.kind === "landing") wanted.add(r.path);
    } else if (legal) wanted.add(`/${legal[1]}`);
    else return routes; // site.yaml, or a file with no rule of its own
  }
  // New routes, and kinds of route this planner has no rule for, are always rendered.
  return routes.filter((r) => wanted.has(r.path) || !shown.has(r.path) || !KNOWN_KINDS.has(r.kind));
}
