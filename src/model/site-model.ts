// Loads every content file, validates it against its schema and returns the
// typed site model, or throws a ContentError listing every problem found in
// every file at once. The model keeps the links content writes, for the build
// to check once the pages are rendered; beside it, loadContentAsWritten gives
// how each language is written (its texts before the facts fill them, at
// their places; its files as parsed), for the checks run on it (src/checks/).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { isFolder, loadLegalFile, type LegalFile, type LegalPage, type LegalPageCache, type TokenSettings } from "./load/legal-pages.ts";
import { closest, ContentError, formatPath, type ContentProblem } from "./load/problem.ts";
import { readContentText } from "./load/text.ts";
import { validate } from "./load/validate.ts";
import { imageRefs, loadImages, type ImageInfo, type Remember } from "./load/picture-sources.ts";
import { yamlLinks, type ContentLink } from "./load/content-links.ts";
import { fileNameProblems } from "./load/file-names.ts";
import { append, Loading, type Notice, type Unset } from "./load/loading.ts";
import { EXAMPLES as SETTING_EXAMPLES, fillData, tokenProblems } from "./load/tokens.ts";
import { parseYaml, type ParsedYaml, type Position, type SourceMap } from "./load/yaml.ts";
import type { Token } from "./load/tokens.ts";
import type { TranslatedField } from "./load/translation.ts";
import { getAt, mergeTranslation, overlay, setAt, textFields } from "./load/translation.ts";
import { takeStillRight } from "./load/still-right.ts";
import {
  coverage,
  isShown,
  isTranslated,
  readRecordFile,
  RECORD_FILE,
  stateOf,
  type Coverage,
  type FileFields,
  type TranslationRecord,
} from "./translations.ts";
import { FACT_EXAMPLES, factsOf, type Facts } from "./facts.ts";
import { formerNames, PUBLISHED_FILE, readPublished, type PublishedRecord } from "./published.ts";
import { factTokenProblems, fillFactText, fillFacts, isFactToken } from "./fact-tokens.ts";
import { offerFindings } from "./offer.ts";
import { gstUnset, withGst } from "./gst.ts";
import { today } from "./today.ts";
import { landingSchema, type Landing } from "./schema/landing.ts";
import { plansSchema, type Plan } from "./schema/plans.ts";
import { siteSchema, type Site } from "./schema/site.ts";

export type { LegalPage };

type Locale = Site["locales"][number];

/** The site in one language: its texts, merged over the source's structure. */
export interface Edition {
  locale: Locale;
  /** The address of its home page: "/" for the source language, "/hi" for Hindi. */
  home: string;
  site: Site;
  landing: Landing;
  plans: Plan[];
  /** The legal pages, in the source language (they govern). */
  legal: LegalPage[];
  /**
   * The texts this language's pages show in the source language: not yet
   * translated, or translated from English that has changed since. The pages
   * mark them with the source's lang, so they are read in its voice.
   */
  inSource: ReadonlySet<string>;
}

/**
 * A language as written: the facts its texts must agree with, and its own
 * words before the facts fill them, each where it is written. What the
 * checks of src/checks/ read (figures typed into a text, copy longer than
 * the design holds).
 */
export interface AsWritten {
  facts: Facts;
  /** The texts its pages show in its own words, as written (fact tokens not filled), each at where its value starts. */
  texts: WrittenText[];
  /** Its legal pages as loaded in its language, in file order: a translation's even while the pages show the source's. */
  legal: LegalPage[];
  /**
   * Its landing.yaml's positions (a translation's laid over the source's), the
   * file its own copy is in, and where its page as a whole is written: the
   * top of that file, or of the source's for a translation not yet begun.
   */
  landing: { source: SourceMap; file: string; top: Position };
}

export interface WrittenText {
  text: string;
  at: Position;
  /** Where a fragment of the text is written (its `occurrence`th, from 0): a word of a text that runs over several lines is on its own line. */
  locate: (fragment: string, occurrence: number) => Position;
  /** Its field, as messages name it: hero.heading, plans[2].name. */
  path: string;
}

export interface SiteModel extends Edition {
  /** Every language built, the source first; each published one is linked from the others. */
  editions: Edition[];
  /** Per language other than the source: what is translated, missing and stale. */
  coverage: Coverage[];
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
  /** What the build leaves out because of the date, where it is written, for its report. */
  notices: Notice[];
}

/**
 * How the content is written, beside the model: what the checks run on it
 * read (src/checks/model-checks.ts), with the positions only loading knows.
 */
export interface Written {
  /** The source's YAML files as parsed (site, landing, plans): placeholders and samples in them are on the launch list. */
  parsed: ParsedYaml[];
  /** Values an editor must still set, where they are written (the offer's end date, the plans' GST). */
  unset: Unset[];
  /** What the site has published (content/published.json), and what is wrong with the file when an edit damaged it. */
  published: { record: PublishedRecord; problem?: ContentProblem };
  /** Each language as written, in the order of the model's editions. */
  editions: AsWritten[];
}

export interface LoadOptions {
  /** The project folder, which messages name files relative to (default: the working folder). */
  project?: string;
  /** Runs a slow check of a picture once, remembering that it passed (the build's output cache). */
  remember?: Remember;
  /** Reuses the legal pages that have not changed since the last load (the dev server). */
  cache?: LegalPageCache;
  /** Also build the languages marked draft (the dev server). */
  drafts?: boolean;
  /** Load for publishing (build:production): a translation no record vouches for is shown in English (translations.ts, isShown). */
  production?: boolean;
}

/** The source files a translation may translate, with their schemas. */
const TRANSLATABLE = { "site.yaml": siteSchema, "landing.yaml": landingSchema, "plans.yaml": plansSchema } as const;
type SourceFile = keyof typeof TRANSLATABLE;
/** Each source file's data, as its schema gives it. */
type Files = { [F in SourceFile]?: z.infer<(typeof TRANSLATABLE)[F]> };
const SOURCE_FILES = Object.keys(TRANSLATABLE) as SourceFile[];

/** The source files as loaded. */
interface Sources {
  /** Each as parsed, for its translations to be laid over. */
  parsed: { [F in SourceFile]?: ParsedYaml };
  /** Each one's data as written, kept even when it fails its schema, so other files can still be checked against it (legal tokens name site settings). */
  written: { [F in SourceFile]?: unknown };
  /** Each as validated. */
  valid: Files;
}

/** The site model. */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<SiteModel> {
  return (await loadContentAsWritten(root, options)).model;
}

/** The site model, and how its content is written (for the checks). */
export async function loadContentAsWritten(
  root: string,
  { project = process.cwd(), remember, cache, drafts = false, production = false }: LoadOptions = {},
): Promise<{ model: SiteModel; written: Written }> {
  const loading = new Loading(root, { project, today: today(), production });
  // Names a checkout on Windows would break on, before any file is read.
  loading.report(fileNameProblems(root, loading.shown));
  const sources: Sources = { parsed: {}, written: {}, valid: {} };
  for (const name of SOURCE_FILES) loadYaml(loading, sources, name);
  wholeFileRules(loading, sources);
  // Pictures are read once their fields are known to be well formed.
  const images = await loadImages(loading.pictures, path.join(root, "images"), remember);
  loading.report(images.problems);
  const published = readPublished(root, loading.shown);
  const first = loadSourceEdition(loading, sources, { record: published.record, cache });

  // The other languages: each translation laid over its source file.
  const editions = first.edition ? [first.edition] : [];
  const written = first.written ? [first.written] : [];
  const reports: Coverage[] = [];
  const fileFields = new Map<string, FileFields[]>();
  for (const locale of first.locales.slice(1)) {
    if (locale.status === "draft" && !drafts) continue;
    const edition = loadEdition(loading, locale, { sources, first, record: published.record });
    if (edition.edition) editions.push(edition.edition);
    if (edition.written) written.push(edition.written);
    reports.push(edition.coverage);
    fileFields.set(locale.code, edition.files);
  }

  if (loading.problems.length) throw new ContentError(loading.problems);
  const model: SiteModel = {
    ...editions[0]!,
    editions,
    coverage: reports,
    fileFields,
    pages: editions.flatMap((e, i) => (i === 0 ? e.legal : e.legal.filter((p) => p.locale === e.locale.code))),
    links: loading.links,
    images: images.images,
    today: loading.today,
    notices: loading.notices,
  };
  return {
    model,
    written: { parsed: SOURCE_FILES.flatMap((name) => sources.parsed[name] ?? []), unset: loading.unset, published, editions: written },
  };
}

/** One source file (content/landing.yaml): read, parsed, its setting tokens filled and checked, validated. */
function loadYaml<F extends SourceFile>(loading: Loading, sources: Sources, name: F): void {
  const file = path.join(loading.root, name);
  const shown = loading.shown(file);
  try {
    const read = readContentText(file, shown, `the file ${name}`);
    loading.report(read.problems);
    if (read.text === undefined) return;
    const parsed = parseYaml(shown, read.text);
    loading.report(parsed.problems);
    if (parsed.problems.length) return;
    sources.written[name] = parsed.data;
    sources.parsed[name] = parsed;
    // site.yaml's own tokens name its other settings; every other file's name site.yaml's.
    // A fact's token waits for the facts, which the validated files make (loadSourceEdition).
    const settings = name === "site.yaml" ? parsed.data : (sources.valid["site.yaml"] ?? sources.written["site.yaml"]);
    loading.report(tokenProblems(shown, settingTokens(parsed.tokens), { settings, examples: TOKEN_EXAMPLES }));
    const result = validateFile(name, fillData(parsed.data, settings), parsed.source);
    loading.report(result.problems);
    append(loading.links, yamlLinks(parsed.data, parsed.source));
    append(loading.pictures, imageRefs(result.value, parsed.source));
    sources.valid[name] = result.value;
  } catch (error) {
    loading.failed(shown, error);
  }
}

/** The rules that need a file whole: the offer's end date (offer.ts), whether the prices include GST (gst.ts). */
function wholeFileRules(loading: Loading, { parsed, valid }: Sources): void {
  const { "landing.yaml": landing, "plans.yaml": plans } = valid;
  const offer = landing && offerFindings(landing.closing.offer, parsed["landing.yaml"]!.source, loading.today);
  if (offer?.unset) loading.unset.push(offer.unset);
  if (offer?.notice) loading.notices.push(offer.notice);
  const gst = plans && gstUnset(plans, parsed["plans.yaml"]!.source);
  if (gst) loading.unset.push(gst);
}

/** The source language as loaded: its edition when every file is valid, its legal pages and facts (which translations fall back on), and the languages. */
interface SourceEdition {
  edition?: Edition;
  written?: AsWritten;
  legal: LegalPage[];
  facts: Facts;
  locales: readonly Locale[];
}

/**
 * The source language: the facts, from its files as validated; then every
 * text's fact tokens filled with them, and its legal pages loaded. The
 * languages come from site.yaml as written when it failed its schema: a
 * translation's own mistakes are reported in the same run as the English's.
 */
function loadSourceEdition(
  loading: Loading,
  sources: Sources,
  { record, cache }: { record: PublishedRecord; cache?: LegalPageCache },
): SourceEdition {
  const { "site.yaml": site, "landing.yaml": landing, "plans.yaml": plans } = sources.valid;
  const locale = site?.locales[0]?.code ?? "en";
  const facts = factsOf({ landing, plans: plans && withGst(plans), site, formerNames: plans && formerNames(record, locale, plans.plans) });
  const texts: WrittenText[] = [];
  for (const name of SOURCE_FILES) {
    const parsed = sources.parsed[name];
    if (!parsed) continue;
    loading.report(factTokenProblems(loading.shown(path.join(loading.root, name)), parsed.tokens, facts));
    const value = sources.valid[name];
    if (value)
      for (const field of textFields(TRANSLATABLE[name], value))
        texts.push({
          text: field.value,
          at: parsed.source.valuePosition(field.path),
          locate: (fragment, occurrence) => parsed.source.fragmentPosition(field.path, fragment, occurrence),
          path: formatPath(field.path),
        });
  }
  const siteFilled = site && fillFacts(site, facts);
  const landingFilled = landing && fillFacts(landing, facts);
  const plansFilled = plans && fillFacts(plans, facts);

  const legalFiles = listLegalFiles(loading, path.join(loading.root, "legal"));
  const settings: TokenSettings = { site: siteFilled, written: sources.written["site.yaml"], locale, facts };
  const results = cache ? cache.load(legalFiles, settings) : legalFiles.map((file) => loadLegalFile(file, settings));
  const loaded: LegalPage[] = [];
  for (const result of results) {
    loading.report(result.problems);
    if (result.page) loaded.push(result.page);
  }
  const legal = [...loaded].sort((a, b) => a.meta.order - b.meta.order || a.slug.localeCompare(b.slug));

  const locales = site?.locales ?? localesAsWritten(sources.written["site.yaml"]);
  if (locales.length) loading.report(strayTranslations(loading, locales));
  if (!siteFilled || !landingFilled || !plansFilled) return { legal, facts, locales };
  const edition: Edition = {
    locale: locales[0]!,
    home: "/",
    site: siteFilled,
    landing: landingFilled,
    plans: withGst(plansFilled),
    legal,
    inSource: new Set(),
  };
  const written: AsWritten = {
    facts,
    texts,
    legal: loaded,
    landing: {
      source: sources.parsed["landing.yaml"]!.source,
      file: loading.shown(path.join(loading.root, "landing.yaml")),
      top: sources.parsed["landing.yaml"]!.source.valuePosition([]),
    },
  };
  return { edition, written, legal, facts, locales };
}

/** What a translation is laid over: the source's files as loaded, its language as loaded, and what has been published. */
interface Over {
  sources: Sources;
  first: SourceEdition;
  record: PublishedRecord;
}

/** One file of a translation, laid over its source: its texts, which the page shows translated, its fact tokens, where it is written. */
interface LaidFile {
  name: SourceFile;
  fields: TranslatedField[];
  shown: (f: TranslatedField) => boolean;
  tokens: Token[];
  shownFile: string;
  source: SourceMap;
}

/**
 * One language: its translation files (content/<code>/site.yaml, …) laid over
 * the source's, each merged file checked by the same schema as the source.
 * A file not yet there is all missing: the page shows the source's text, and
 * the coverage report lists every one. A text translated from English that
 * has changed since is not shown: the page has the English until it is
 * translated again. When the source itself failed (no source edition), the
 * translation is still checked, and only its own problems are reported.
 */
function loadEdition(
  loading: Loading,
  locale: Locale,
  over: Over,
): { edition?: Edition; written?: AsWritten; coverage: Coverage; files: FileFields[] } {
  const dir = path.join(loading.root, locale.code);
  const recordFile = readRecordFile(dir, loading.shown);
  const laid = layTranslations(loading, locale, { over, record: recordFile.record });
  const { merged, files } = laid;
  const plans = merged["plans.yaml"];
  const facts = factsOf({
    landing: merged["landing.yaml"],
    plans: plans && withGst(plans),
    site: merged["site.yaml"],
    formerNames: plans && formerNames(over.record, locale.code, plans.plans),
  });
  // A text the page shows translated says this language's facts; one it shows in English, the English facts.
  const texts: WrittenText[] = [];
  const inSource = new Set<string>();
  for (const { name, fields, shown, tokens, shownFile, source } of laid.laidFiles) {
    loading.report(factTokenProblems(shownFile, tokens, facts));
    const value = merged[name];
    if (value === undefined) continue;
    for (const field of fields) {
      const text = getAt(value, field.path);
      if (typeof text !== "string") continue;
      // A translated text's own figures, in its own words; one shown in English is the English file's to fix.
      if (shown(field))
        texts.push({
          text,
          at: source.valuePosition(field.path),
          locate: (fragment, occurrence) => source.fragmentPosition(field.path, fragment, occurrence),
          path: formatPath(field.path),
        });
      const filled = fillFactText(text, shown(field) ? facts : over.first.facts);
      if (filled !== text) setAt(value, field.path, filled);
      if (!shown(field)) inSource.add(filled);
    }
    setFile(merged, name, fillFacts(value, facts));
  }
  const { "site.yaml": site, "landing.yaml": landing } = merged;
  const legal = laid.failed
    ? { shown: [], loaded: [] }
    : loadLegalTranslations(loading, locale, {
        legal: over.first.legal,
        settings: { site, written: site, locale: locale.code, facts },
        files,
        record: recordFile.record,
      });
  const report = coverage(locale, files, recordFile, { production: loading.production });
  if (laid.failed || !site || !landing || !plans || !laid.landingMap || !laid.landingTop) return { coverage: report, files };
  // Its legal pages: its own translation where there is one, the source's (which governs) elsewhere.
  const own = new Map(legal.shown.map((page) => [page.slug, page]));
  const edition: Edition = {
    locale,
    home: `/${locale.code}`,
    site,
    landing,
    plans: withGst(plans),
    legal: over.first.legal.map((page) => own.get(page.slug) ?? page),
    inSource,
  };
  const written: AsWritten = {
    facts,
    texts,
    legal: legal.loaded,
    // Its own copy only: a text shown in English is the English file's to fix, and reported there.
    landing: { source: laid.landingMap, file: loading.shown(path.join(dir, "landing.yaml")), top: laid.landingTop },
  };
  return { edition, written, coverage: report, files };
}

/** A language's translation files, each laid over its source file and validated, with what the coverage report and the facts need of them. */
function layTranslations(
  loading: Loading,
  locale: Locale,
  { over, record }: { over: Over; record: TranslationRecord },
): { merged: Files; files: FileFields[]; laidFiles: LaidFile[]; failed: boolean; landingMap?: SourceMap; landingTop?: Position } {
  const dir = path.join(loading.root, locale.code);
  const sourceValid = over.first.edition !== undefined;
  const merged: Files = {};
  const files: FileFields[] = [];
  const laidFiles: LaidFile[] = [];
  let landingMap: SourceMap | undefined;
  let landingTop: Position | undefined;
  let failed = !sourceValid;
  for (const name of SOURCE_FILES) {
    const sourced = over.sources.parsed[name];
    if (!sourced) continue; // the source file cannot be read: its own problems say so
    const sourceShown = loading.shown(path.join(loading.root, name));
    const file = path.join(dir, name);
    const shown = loading.shown(file);
    const own = (found: ContentProblem[]) => (sourceValid ? found : found.filter((p) => p.file === shown));
    try {
      let translation: ParsedYaml | undefined;
      if (existsSync(file)) {
        const read = readContentText(file, shown, `the translation ${locale.code}/${name}`);
        loading.report(read.problems);
        if (read.text === undefined) {
          failed = true;
          continue;
        }
        translation = parseYaml(shown, read.text);
        loading.report(translation.problems);
        if (translation.problems.length) {
          failed = true;
          continue;
        }
      }
      const marked = translation ? takeStillRight(translation) : { translation, marks: new Map<string, string>(), problems: [] };
      loading.report(marked.problems);
      const result = mergeTranslation(TRANSLATABLE[name], { ...sourced, file: sourceShown }, marked.translation);
      loading.report(result.problems);
      if (result.problems.length || marked.problems.length) failed = true;
      const recorded = record[name] ?? {};
      const shownField = (f: TranslatedField) =>
        isTranslated(f) && isShown(stateOf(f, recorded[f.key], marked.marks.get(f.key)), { production: loading.production });
      const laid = overlay(sourced, result.fields, shownField);
      if (name === "landing.yaml") {
        landingMap = laid.source;
        landingTop = (translation ?? sourced).source.valuePosition([]);
      }
      const settings = name === "site.yaml" ? laid.data : merged["site.yaml"];
      if (translation) loading.report(own(tokenProblems(shown, settingTokens(translation.tokens), { settings, examples: TOKEN_EXAMPLES })));
      const checked = validateFile(name, fillData(laid.data, settings), laid.source);
      loading.report(own(checked.problems));
      if (checked.value === undefined) failed = true;
      setFile(merged, name, checked.value);
      laidFiles.push({
        name,
        fields: result.fields,
        shown: shownField,
        tokens: translation?.tokens ?? [],
        shownFile: shown,
        source: laid.source,
      });
      files.push({
        file: name,
        shownTranslation: shown,
        fields: result.fields.map((f) => ({ ...f, position: sourced.source.valuePosition(f.path) })),
        orphans: result.orphans,
        stillRight: marked.marks,
      });
    } catch (error) {
      loading.failed(shown, error);
      failed = true;
    }
  }
  return { merged, files, laidFiles, failed, landingMap, landingTop };
}

/** A file validated by its own schema: TypeScript cannot follow a key that may name any of the files to that file's type. */
function validateFile<F extends SourceFile>(name: F, data: unknown, source: SourceMap): { value?: Files[F]; problems: ContentProblem[] } {
  return validate(TRANSLATABLE[name], data, source) as { value?: Files[F]; problems: ContentProblem[] };
}

/** Sets one file's data, whichever file it is (as validateFile). */
function setFile<F extends SourceFile>(files: Files, name: F, value: Files[F]): void {
  files[name] = value;
}

/**
 * A language's legal pages (content/hi/legal/privacy-policy.md): each the
 * translation of the source page of the same name, holding its title,
 * description and text; dates and order come from the source page. A page
 * with no translation is not missing: legal pages may stay in the source
 * language, which governs. A translated one is checked for staleness like
 * any text (title, description, body): `shown` are the pages published,
 * `loaded` every one that loaded.
 */
function loadLegalTranslations(
  loading: Loading,
  locale: Locale,
  { legal, settings, files, record }: { legal: LegalPage[]; settings: TokenSettings; files: FileFields[]; record: TranslationRecord },
): { shown: LegalPage[]; loaded: LegalPage[] } {
  const folder = path.join(loading.root, locale.code, "legal");
  const pages = { shown: [] as LegalPage[], loaded: [] as LegalPage[] };
  if (!existsSync(folder)) return pages;
  const bySlug = new Map(legal.map((page) => [page.slug, page]));
  for (const file of listLegalFiles(loading, folder)) {
    const of = bySlug.get(file.name.replace(/\.md$/, ""));
    if (!of) {
      const guess = closest(
        file.name,
        legal.map((p) => `${p.slug}.md`),
      );
      loading.problems.push({
        file: file.shown,
        line: 1,
        column: 1,
        path: "",
        expected: `the translation of a legal page of content/legal/, under the same name: ${legal.map((p) => `${p.slug}.md`).join(", ")}`,
        found: `"${file.name}", which translates no page`,
        hint: guess ? `did you mean ${guess}?` : undefined,
      });
      continue;
    }
    const result = loadLegalFile(file, settings, { translation: { of, locale: locale.code } });
    loading.report(result.problems);
    if (!result.page) continue;
    pages.loaded.push(result.page);
    const at = { file: of.file, line: 1, column: 1, source: "" };
    const translatedAt = { file: file.shown, line: 1, column: 1, source: "" };
    const name = `legal/${of.slug}.md`;
    const fields = (["title", "description", "body"] as const).map((key) => ({
      path: [key],
      steps: [key],
      key,
      value: of.texts[key],
      translated: result.page!.texts[key] || undefined,
      translatedAt,
      position: at,
    }));
    files.push({ file: name, shownTranslation: file.shown, fields, orphans: [], stillRight: new Map() });
    // A legal text is published whole or not at all: with any part missing or
    // stale, the language links to the source's page, which governs.
    if (fields.every((f) => isTranslated(f) && isShown(stateOf(f, record[name]?.[f.key]), { production: loading.production })))
      pages.shown.push(result.page);
  }
  return pages;
}

/**
 * site.yaml's languages as written, when the file failed its schema
 * elsewhere: none when the list itself is wrong (its own problems say so).
 */
function localesAsWritten(written: unknown): Locale[] {
  const list = written && typeof written === "object" && !Array.isArray(written) ? (written as { locales?: unknown }).locales : undefined;
  const checked = siteSchema.shape.locales.safeParse(list);
  return checked.success ? checked.data : [];
}

/**
 * Translations the build would not read, named where they are instead of
 * silently ignored: content/landing.hi.yaml, a folder for a language
 * site.yaml does not list, a file in a language folder that translates nothing.
 */
function strayTranslations({ root, shown: shownPath }: Loading, locales: readonly Locale[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const codes = locales.slice(1).map((l) => l.code);
  const at = (file: string) => ({ file: shownPath(file), line: 1, column: 1, path: "" });
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return problems;
  }
  const own = new Set(["site.yaml", "landing.yaml", "plans.yaml", "legal", "images", "static", "schemas", "README.md", PUBLISHED_FILE]);
  for (const name of names) {
    if (name.startsWith(".") || own.has(name)) continue;
    const file = path.join(root, name);
    const dotted = /^(site|landing|plans)\.([a-z]{2,3})\.ya?ml$/.exec(name);
    if (dotted) {
      problems.push({
        ...at(file),
        expected: `a translation in a folder named for its language: ${dotted[2]}/${dotted[1]}.yaml`,
        found: `"${name}", which the build does not read`,
        hint: `move it to content/${dotted[2]}/${dotted[1]}.yaml${codes.includes(dotted[2]!) ? "" : ` and add the language "${dotted[2]}" to locales in site.yaml`}`,
      });
      continue;
    }
    if (!isFolder(file)) continue;
    if (!codes.includes(name)) {
      if (!/^[a-z]{2,3}$/.test(name)) continue;
      const guess = closest(name, codes);
      problems.push({
        ...at(file),
        expected: `a folder of translations for a language listed in site.yaml's locales${codes.length ? ` (${codes.join(", ")})` : ""}`,
        found: `a folder "${name}/" for a language site.yaml does not list`,
        hint: guess ? `did you mean ${guess}/?` : `add it to locales in site.yaml: - code: ${name}`,
      });
      continue;
    }
    for (const inner of readdirSync(file)) {
      if (inner.startsWith(".") || inner === RECORD_FILE || inner === "legal" || inner in TRANSLATABLE) continue;
      const guess = closest(inner, Object.keys(TRANSLATABLE));
      problems.push({
        ...at(path.join(file, inner)),
        expected: `a translation of one of the source's files: ${Object.keys(TRANSLATABLE).join(", ")}`,
        found: `"${inner}", which the build does not read`,
        hint: guess ? `did you mean ${guess}?` : undefined,
      });
    }
  }
  return problems;
}

/** The files of content/legal/, sorted, hidden ones left out; none when there is no such folder. */
function listLegalFiles({ problems, shown: shownPath }: Loading, dir: string): LegalFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") {
      const found = code === "ENOTDIR" ? "a file" : `a folder the build cannot read (${code})`;
      problems.push({
        file: shownPath(dir),
        line: 1,
        column: 1,
        path: "",
        expected: "a folder of legal pages, one file each (legal/privacy-policy.md)",
        found,
      });
    }
    return [];
  }
  return names
    .filter((name) => !name.startsWith("."))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { path: file, name, shown: shownPath(file) };
    });
}

/** The examples an unknown token's message gives: site settings and facts, both of which any text may name. */
const TOKEN_EXAMPLES = [...SETTING_EXAMPLES, ...FACT_EXAMPLES];

/** The tokens that name site settings (a fact's token is checked once the facts are known). */
const settingTokens = (tokens: readonly Token[]) => tokens.filter((token) => !isFactToken(token.name));
