// The model's entry point: loads every content file, validates it against
// its schema and returns the typed site model, or throws a ContentError
// listing every problem found in every file at once. The source language is
// loaded by source-edition.ts, each other language laid over it by
// translated-edition.ts. The model keeps the links content writes, for the
// build to check once the pages are rendered; beside it, loadContentAsWritten
// gives how each language is written (its texts before the facts fill them,
// at their places; its files as parsed), for the checks run on it (src/checks/).
import path from "node:path";
import type { WrittenEdition, Edition } from "./edition.ts";
import type { LegalPageCache } from "./load/legal-page-cache.ts";
import { KeptLegalPages, type ResultStore } from "./load/kept-legal-pages.ts";
import type { LegalPage } from "./load/legal-pages.ts";
import type { ContentLink } from "./load/content-links.ts";
import { Loading } from "./load/loading.ts";
import { loadImages, type ImageInfo, type Remember } from "./load/picture-sources.ts";
import { fileNameProblems } from "./load/file-names.ts";
import { ContentError, type ContentProblem } from "./load/problem.ts";
import type { ParsedYaml, SourceMap } from "./load/yaml.ts";
import { readPublished, type PublishedRecord } from "./published.ts";
import { loadSourceEdition, loadYaml, type Sources } from "./source-edition.ts";
import { SOURCE_FILES } from "./source-files.ts";
import { today } from "./today.ts";
import { loadEdition } from "./translated-edition.ts";
import type { FileFields, TranslatedLanguage } from "./translation-record.ts";

export type { LegalPage };
export type { WrittenEdition, Edition, WrittenText } from "./edition.ts";

export interface SiteModel extends Edition {
  /** Every language built, the source first; each published one is linked from the others. */
  editions: Edition[];
  /** Per language other than the source: its texts with their translations and the record of what each was made from, which its coverage is counted from (src/checks/translation-coverage.ts). */
  translations: TranslatedLanguage[];
  /** Per language other than the source, its files' text fields with their translations (for accepting them). */
  fileFields: Map<string, FileFields[]>;
  /** Every legal page in every language built: the source's and the translations. */
  pages: LegalPage[];
  /** The links of the YAML files (href fields), for the build's link check; legal pages carry their own. */
  links: ContentLink[];
  /** Every picture content names, read and checked, by its file in content/images/. */
  images: Record<string, ImageInfo>;
  /** The day the site is built for, YYYY-MM-DD in India (today.ts): dated content (the offer) is shown as of it. */
  today: string;
}

/**
 * How the content is written, beside the model: what the checks run on it
 * read (src/checks/model-checks.ts), with the positions only loading knows.
 */
export interface Written {
  /** The source's YAML files as parsed (site, landing, plans): placeholders and samples in them are on the launch list. */
  parsed: ParsedYaml[];
  /** Where landing.yaml and plans.yaml write each value: the offer's end date and the plans' GST are checked at their lines. */
  sources: { landing: SourceMap; plans: SourceMap };
  /** What the site has published (content/published.json), and what is wrong with the file when an edit damaged it. */
  published: { record: PublishedRecord; problem?: ContentProblem };
  /** Each language built, as written, the source first: each names its edition of the model. */
  editions: WrittenEdition[];
}

export interface LoadOptions {
  /** The project folder, which messages name files relative to (default: the working folder). */
  project?: string;
  /** Runs a slow check of a picture once, remembering that it passed (the build's output cache). */
  remember?: Remember;
  /** Reuses the legal pages that have not changed since the last load (the dev server). */
  cache?: LegalPageCache;
  /** Keeps each legal page's clean result between builds, by a hash of all it depends on (the build's output cache). */
  store?: ResultStore;
  /** Also build the languages marked draft (the dev server). */
  drafts?: boolean;
  /** Load for publishing (build:production): a translation no record vouches for is shown in English (translations.ts, isShown). */
  production?: boolean;
}

/** The site model. */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<SiteModel> {
  return (await loadContentAsWritten(root, options)).model;
}

/** The site model, and how its content is written (for the checks). */
export async function loadContentAsWritten(
  root: string,
  { project = process.cwd(), remember, cache, store, drafts = false, production = false }: LoadOptions = {},
): Promise<{ model: SiteModel; written: Written }> {
  const loading = new Loading(root, { project, today: today(), production, legal: KeptLegalPages.of(store, project) });
  // Names a checkout on Windows would break on, before any file is read.
  loading.report(fileNameProblems(root, loading.shown));
  const sources: Sources = { parsed: {}, written: {}, valid: {} };
  for (const name of SOURCE_FILES) loadYaml(loading, sources, name);
  // Pictures are read once their fields are known to be well formed.
  const images = await loadImages(loading.pictures, path.join(root, "images"), remember);
  loading.report(images.problems);
  const published = readPublished(root, loading.shown);
  const first = loadSourceEdition(loading, sources, { record: published.record, cache });

  // The other languages: each translation laid over its source file.
  const written = first.written ? [first.written] : [];
  const translations: TranslatedLanguage[] = [];
  const fileFields = new Map<string, FileFields[]>();
  for (const locale of first.locales.slice(1)) {
    if (locale.status === "draft" && !drafts) continue;
    const translated = loadEdition(loading, locale, { sources, first, record: published.record });
    if (translated.written) written.push(translated.written);
    translations.push(translated.language);
    fileFields.set(locale.code, translated.language.files);
  }

  if (loading.problems.length) throw new ContentError(loading.problems);
  const editions = written.map((language) => language.edition);
  const model: SiteModel = {
    ...editions[0]!,
    editions,
    translations,
    fileFields,
    pages: editions.flatMap((e, i) => (i === 0 ? e.legal : e.legal.filter((p) => p.locale === e.locale.code))),
    links: loading.links,
    images: images.images,
    today: loading.today,
  };
  return {
    model,
    written: {
      parsed: SOURCE_FILES.flatMap((name) => sources.parsed[name] ?? []),
      sources: { landing: sources.parsed["landing.yaml"]!.source, plans: sources.parsed["plans.yaml"]!.source },
      published,
      editions: written,
    },
  };
}
