// The model's entry point, the coordinator of its loaders (load/loader.ts):
// the source files, their pictures, the source's edition with its legal pages,
// then each translation laid over it. It returns the typed site model, or
// throws a ContentError listing every problem found in every file at once.
// The model keeps the links content writes, for the build to check once the
// pages are rendered; beside it, loadContentAsWritten gives how each language
// is written (its texts before the facts fill them, at their places; its
// files as parsed), for the checks run on it (src/checks/).
import type { WrittenEdition, Edition } from "./edition.ts";
import type { LegalPage } from "./load/legal-pages.ts";
import type { ContentLink } from "./load/content-links.ts";
import { Loading, type LoadOptions } from "./load/loading.ts";
import type { ImageInfo } from "../parse/picture-file.ts";
import { fileNameProblems } from "../parse/file-names.ts";
import { ContentError, type ContentProblem } from "../parse/problem.ts";
import type { ParsedYaml, SourceMap } from "../parse/yaml.ts";
import { pictures } from "./picture-loader.ts";
import { readPublished, type PublishedRecord } from "./published.ts";
import { sourceEdition, sourceFiles } from "./source-edition.ts";
import { SOURCE_FILES } from "./source-files.ts";
import { today } from "../text/today.ts";
import { translations } from "./translated-edition.ts";
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
  /** The day the site is built for, YYYY-MM-DD in India (src/text/today.ts): dated content (the offer) is shown as of it. */
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
  /** Each language built, as written, the source first: each carries its edition of the model. */
  editions: WrittenEdition[];
  /** The source's YAML files' data as written (before tokens, defaults and validation): the web editor lists each form's fields in its file's order. */
  asWritten: { site: unknown; landing: unknown; plans: unknown };
}

/** The site model. */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<SiteModel> {
  return (await loadContentAsWritten(root, options)).model;
}

/** The site model, and how its content is written (for the checks). */
export async function loadContentAsWritten(root: string, options: LoadOptions = {}): Promise<{ model: SiteModel; written: Written }> {
  const loading = new Loading(root, options, today());
  // Names a checkout on Windows would break on, before any file is read.
  loading.report(fileNameProblems(root, loading.shown));
  const sources = sourceFiles.load(loading);
  // Pictures are read once their fields are known to be well formed.
  const images = await pictures.load(loading);
  const published = readPublished(root, loading.shown);
  const first = sourceEdition(sources, published.record).load(loading);
  const languages = translations({ sources, first, record: published.record }).load(loading);
  if (loading.problems.length) throw new ContentError(loading.problems);

  const written = [first.written, ...languages.map((language) => language.written)].filter((w) => w !== undefined);
  const editions = written.map((language) => language.edition);
  const model: SiteModel = {
    ...editions[0]!,
    editions,
    translations: languages.map(({ language }) => language),
    fileFields: new Map(languages.map(({ language }) => [language.locale.code, language.files])),
    // Each language's own pages: the source's all, a translation's those it publishes translated.
    pages: editions.flatMap((edition) => edition.legal.filter((page) => page.locale === edition.locale.code)),
    links: loading.links,
    images,
    today: loading.today,
  };
  const parsed = SOURCE_FILES.flatMap((name) => sources.parsed[name] ?? []);
  const positions = { landing: sources.parsed["landing.yaml"]!.source, plans: sources.parsed["plans.yaml"]!.source };
  const asWritten = { site: sources.written["site.yaml"], landing: sources.written["landing.yaml"], plans: sources.written["plans.yaml"] };
  return { model, written: { parsed, sources: positions, published, editions: written, asWritten } };
}
