// Renders the site for the dev server with the pipeline `npm run build` runs
// (src/pipeline/make-site.ts), keeping every file in memory instead of writing it.
// Every update renders every route: the dev server compares each page's HTML
// with the last and tells the browser only about the pages that changed, so
// what a change affects is never guessed. Runs inside the dev worker, whose
// modules are fresh after every code change. Unchanged legal pages are not
// parsed again, and the preview images, which cost a second, are left out.
import { loadContentAsWritten } from "../model/site-model.ts";
import { checkModel, type PageLength } from "../checks/model-checks.ts";
import type { LaunchItem } from "../checks/launch.ts";
import { KeptLegalPages } from "../pipeline/kept-legal-pages.ts";
import { LegalPageCache } from "../pipeline/legal-page-cache.ts";
import { YamlCache } from "../pipeline/yaml-cache.ts";
import type { ContentProblem } from "../parse/problem.ts";
import { translationCoverage, type Coverage } from "../checks/translation-coverage.ts";
import type { OutputFile } from "../outputs/output-file.ts";
import { OutputCache } from "../outputs/cache.ts";
import { makeSite, noticeLines } from "../pipeline/make-site.ts";
import type { PageStore } from "../pipeline/kept-pages.ts";

interface RenderedPage {
  path: string;
  file: string;
  html: string;
}

export interface RenderOutcome {
  /** Every page of the site. */
  pages: RenderedPage[];
  /** The site's other files made from content (content/static/ is served from disk). */
  extras: OutputFile[];
  /** To fill before launch. */
  launch: LaunchItem[];
  /** To fix before launch: the checks run on the model (figures that disagree with it, copy too long for the design). */
  checks: ContentProblem[];
  /** Broken internal links: warnings, as in `npm run build`. */
  brokenLinks: ContentProblem[];
  /** What is worth knowing and no problem, as `npm run build` shows it (an offer that ended). */
  notices: string[];
  /** Each language's landing page against its budget of phone screens, drafts included. */
  lengths: PageLength[];
  /** Translation coverage of each language, drafts included. */
  coverage: Coverage[];
  ms: number;
}

const utf8 = new TextDecoder();

export function createSiteRenderer(options: { root: string; contentDir: string }) {
  // Unchanged legal pages are not parsed again: a site of thousands reloads in a fraction of the time.
  const legalCache = new LegalPageCache();
  // Nor are unchanged YAML files: a save parses the file it changed.
  const yaml = new YamlCache();
  // Encoded pictures come from the build's cache: only a changed picture is encoded again.
  const cache = OutputCache.of(options.root);
  // Pages drawn by an earlier update, kept in memory: a save redraws only the pages it changes, and writes none to disk.
  const drawn = new Map<string, Uint8Array>();
  const kept: PageStore = { readBytes: (key) => drawn.get(key), writeBytes: (key, value) => void drawn.set(key, value) };

  /** The whole site as it is on disk now; throws a ContentError for a content mistake. */
  async function update(): Promise<RenderOutcome> {
    const started = performance.now();
    const loaded = await loadContentAsWritten(options.contentDir, {
      project: options.root,
      cache: legalCache,
      yaml,
      drafts: true,
      remember: (key, check) => cache.remember(key, check),
      // The first load reads the legal pages a build (or an earlier session) kept.
      legal: KeptLegalPages.of(cache, options.root),
    });
    const { model } = loaded;
    const coverage = translationCoverage(model.translations);
    const { launch, checks, notices, lengths } = checkModel(loaded, coverage);
    const html = new Map<string, string>();
    const extras: OutputFile[] = [];
    const site = await makeSite(model, {
      root: options.root,
      cache,
      pages: kept,
      contentDir: options.contentDir,
      asWritten: loaded.written.asWritten,
      // content/static/ checked as `npm run build` checks it (with copies, its default).
      precompress: true,
      socialImages: false,
      editor: false,
      emit(file, kind) {
        if (kind === "page") html.set(file.file, typeof file.contents === "string" ? file.contents : utf8.decode(file.contents));
        else if (kind === "made") extras.push(file);
      },
    });
    const pages = site.routes.map((route) => ({ path: route.path, file: route.file, html: html.get(route.file)! }));
    return {
      pages,
      extras,
      launch,
      checks,
      brokenLinks: site.brokenLinks,
      notices: [...noticeLines(notices), ...site.notices],
      lengths,
      coverage,
      ms: performance.now() - started,
    };
  }

  return { update };
}
