// Loads every content file, validates it against its schema and returns the
// typed site model, or throws a ContentError listing every problem found in
// every file at once. Also lists what is still to fill before launch, and the
// links content writes, for the build to check once the pages are rendered.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { isFolder, loadLegalFile, type LegalFile, type LegalPage, type LegalPageCache, type TokenSettings } from "./load/legal-pages.ts";
import { closest, ContentError, formatPath, shownFrom, unexpectedProblem, type ContentProblem, type ShownPath } from "./load/problem.ts";
import { readContentText } from "./load/text.ts";
import { validate } from "./load/validate.ts";
import { imageRefs, loadImages, type ImageInfo, type ImageRef, type Remember } from "./load/picture-sources.ts";
import { yamlLinks, type ContentLink } from "./load/content-links.ts";
import { fileNameProblems } from "./load/file-names.ts";
import { EXAMPLES as SETTING_EXAMPLES, fillData, tokenProblems } from "./load/tokens.ts";
import { parseYaml, type ParsedYaml, type Position, type SourceMap } from "./load/yaml.ts";
import type { Token } from "./load/tokens.ts";
import type { TranslatedField } from "./load/translation.ts";
import { getAt, mergeTranslation, overlay, setAt, textFields } from "./load/translation.ts";
import {
  coverage,
  isShown,
  readRecordFile,
  RECORD_FILE,
  stateOf,
  type Coverage,
  type FileFields,
  type TranslationRecord,
} from "./translations.ts";
import { designProblems } from "./design-limits.ts";
import { FACT_EXAMPLES, factsOf, textFigureProblems, type Facts } from "./facts.ts";
import { formerNames, legalDateChecks, PUBLISHED_FILE, readPublished, type PublishedRecord } from "./published.ts";
import { factTokenProblems, fillFactText, fillFacts, isFactToken } from "./fact-tokens.ts";
import { formatDate } from "./format.ts";
import { offerState } from "./offer.ts";
import { withGst } from "./gst.ts";
import { today } from "./today.ts";
import { launchItems, type LaunchItem } from "./launch.ts";
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

export interface SiteModel extends Edition {
  /** Every language built, the source first; each published one is linked from the others. */
  editions: Edition[];
  /** Per language other than the source: what is translated, missing and stale. */
  coverage: Coverage[];
  /** Per language other than the source, its files' text fields with their translations (for accepting them). */
  fileFields: Map<string, FileFields[]>;
  /** Every legal page in every language built: the source's and the translations. */
  pages: LegalPage[];
  /** To fill before launch: placeholders (bracketed, tagged !placeholder, on an example domain) and sample content. */
  launch: LaunchItem[];
  /** The links of the YAML files (href fields), for the build's link check; legal pages carry their own. */
  links: ContentLink[];
  /** Every picture content names, read and checked, by its file in content/images/. */
  images: Record<string, ImageInfo>;
  /** The day the site is built for, YYYY-MM-DD in India (today.ts): dated content (the offer) is shown as of it. */
  today: string;
  /** What the build leaves out because of the date, where it is written, for its report. */
  notices: Notice[];
  /**
   * What a person should look at before launch, where it is written: figures
   * typed into legal text that disagree with the model, copy longer than the
   * design holds. Warnings in npm run build and the dev server, errors in build:production.
   */
  checks: ContentProblem[];
}

interface Notice extends Position {
  message: string;
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
}

/** The source files a translation may translate, with their schemas. */
const TRANSLATABLE = { "site.yaml": siteSchema, "landing.yaml": landingSchema, "plans.yaml": plansSchema } as const;
type SourceFile = keyof typeof TRANSLATABLE;

/** The site model. */
export async function loadContent(
  root: string,
  { project = process.cwd(), remember, cache, drafts = false }: LoadOptions = {},
): Promise<SiteModel> {
  const shownPath = shownFrom(project);
  const problems: ContentProblem[] = [];
  const launch: LaunchItem[] = [];
  const links: ContentLink[] = [];
  const pictures: ImageRef[] = [];
  // Each file's data as written, kept even when it fails its schema, so other
  // files can still be checked against it (legal tokens name site settings).
  const written: Record<string, unknown> = {};
  // Each source file as parsed, for its translations to be laid over.
  const parsedSources: Partial<Record<SourceFile, ParsedYaml>> = {};

  /** `checked`: more rules for the validated value, with the file's positions (dates to set, offers that ended). */
  function loadYaml<S extends z.ZodType>(
    name: string,
    schema: S,
    checked?: (value: z.infer<S>, source: SourceMap) => void,
  ): z.infer<S> | undefined {
    const file = path.join(root, name);
    const shown = shownPath(file);
    try {
      const read = readContentText(file, shown, `the file ${name}`);
      append(problems, read.problems);
      if (read.text === undefined) return undefined;
      const parsed = parseYaml(shown, read.text);
      append(problems, parsed.problems);
      if (parsed.problems.length) return undefined;
      written[name] = parsed.data;
      parsedSources[name as SourceFile] = parsed;
      // site.yaml's own tokens name its other settings; every other file's name site.yaml's.
      // A fact's token waits for the facts, which the validated files make (fillFacts below).
      const settings = name === "site.yaml" ? parsed.data : (site ?? written["site.yaml"]);
      append(problems, tokenProblems(shown, settingTokens(parsed.tokens), settings, TOKEN_EXAMPLES));
      const result = validate(schema, fillData(parsed.data, settings), parsed.source);
      append(problems, result.problems);
      append(launch, launchItems(parsed.data, parsed.source, parsed.tagged));
      append(links, yamlLinks(parsed.data, parsed.source));
      append(pictures, imageRefs(result.value, parsed.source));
      if (result.value !== undefined) checked?.(result.value, parsed.source);
      return result.value;
    } catch (error) {
      problems.push(unexpectedProblem(shown, error));
      return undefined;
    }
  }

  // Names a checkout on Windows would break on, before any file is read.
  append(problems, fileNameProblems(root, shownPath));
  const site = loadYaml("site.yaml", siteSchema);
  const date = today();
  const notices: Notice[] = [];
  const landing = loadYaml("landing.yaml", landingSchema, (value, source) => {
    const offer = offerState(value.closing.offer, date);
    const at = ["closing", "offer", "validUntil"];
    // A date the editor must set: until then the box says "this week" every week of the year.
    if (offer.kind === "open")
      launch.push({
        ...source.keyPosition(["closing", "offer"]),
        kind: "value",
        path: "closing.offer.validUntil",
        value: "not set: the offer says “this week” every week",
      });
    if (offer.kind === "ended")
      notices.push({
        ...source.valuePosition(at),
        message: `the limited-time offer ended on ${formatDate(offer.date)} (closing.offer.validUntil, today is ${formatDate(date)}): its box is left out of the page`,
      });
  });
  const plans = loadYaml("plans.yaml", plansSchema, (value, source) => {
    // Prices with no word on GST read as final to some buyers and as "+ GST" to others.
    const unset = value.gst ? [] : value.plans.filter((plan) => !plan.gst);
    if (!unset.length) return;
    // None says it: the file's gst is what is missing. Some do: the first plan that does not.
    const all = unset.length === value.plans.length;
    const first = value.plans.indexOf(unset[0]!);
    launch.push({
      ...source.keyPosition(all ? ["plans"] : ["plans", first]),
      kind: "value",
      path: all ? "gst" : `plans[${first}].gst`,
      value: `not set: whether the prices include GST, and its rate${all ? "" : ` (${unset.map((p) => p.id).join(", ")})`}`,
    });
  });

  // Pictures are read once their fields are known to be well formed.
  const loadedImages = await loadImages(pictures, path.join(root, "images"), remember);
  append(problems, loadedImages.problems);

  // The facts, from the files as validated; then every text's fact tokens filled with them.
  const published = readPublished(root, shownPath);
  const sourceLocale = site?.locales[0]?.code ?? "en";
  const facts = factsOf(landing, plans && withGst(plans), site, plans && formerNames(published.record, sourceLocale, plans.plans));
  const typedFigures: ContentProblem[] = [];
  for (const [name, value] of [
    ["site.yaml", site],
    ["landing.yaml", landing],
    ["plans.yaml", plans],
  ] as const) {
    const parsed = parsedSources[name];
    if (!parsed) continue;
    append(problems, factTokenProblems(shownPath(path.join(root, name)), parsed.tokens, facts));
    // A figure typed into a text, where a token would follow the facts: checked as in legal pages.
    if (value)
      for (const field of textFields(TRANSLATABLE[name], value))
        append(typedFigures, textFigureProblems(field.value, parsed.source.valuePosition(field.path), formatPath(field.path), facts));
  }
  const [siteFilled, landingFilled, plansFilled] = [site, landing, plans].map((value) => value && fillFacts(value, facts)) as [
    typeof site,
    typeof landing,
    typeof plans,
  ];

  const legalFiles = listLegalFiles(path.join(root, "legal"), problems, shownPath);
  const settings: TokenSettings = {
    site: siteFilled,
    written: written["site.yaml"],
    locale: sourceLocale,
    facts,
  };
  const results = cache ? cache.load(legalFiles, settings) : legalFiles.map((file) => loadLegalFile(file, settings));
  const legal: LegalPage[] = [];
  const checks: ContentProblem[] = [...(published.problem ? [published.problem] : []), ...typedFigures];
  for (const result of results) {
    append(problems, result.problems);
    append(checks, result.checks ?? []);
    if (result.page) legal.push(result.page);
  }

  legal.sort((a, b) => a.meta.order - b.meta.order || a.slug.localeCompare(b.slug));

  // The other languages: each translation laid over its source file.
  const editions: Edition[] = [];
  const reports: Coverage[] = [];
  const fileFields = new Map<string, FileFields[]>();
  // The languages, from site.yaml as written when it failed its schema: a
  // translation's own mistakes are reported in the same run as the English's.
  const locales = site?.locales ?? localesAsWritten(written["site.yaml"]);
  if (locales.length) append(problems, strayTranslations(root, locales, shownPath));
  const sourceValid = site !== undefined && landing !== undefined && plans !== undefined;
  if (sourceValid) {
    editions.push({
      locale: locales[0]!,
      home: "/",
      site: siteFilled!,
      landing: landingFilled!,
      plans: withGst(plansFilled!),
      legal,
      inSource: new Set(),
    });
    append(checks, designProblems(landingFilled!, plansFilled!.plans, parsedSources["landing.yaml"]!.source, locales[0]!.tag));
  }
  for (const locale of locales.slice(1)) {
    if (locale.status === "draft" && !drafts) continue;
    const edition = loadEdition(root, locale, parsedSources, legal, facts, published.record, problems, checks, sourceValid, shownPath);
    if (edition.edition) editions.push(edition.edition);
    reports.push(edition.coverage);
    fileFields.set(locale.code, edition.files);
  }

  if (problems.length) throw new ContentError(problems);
  const pages = editions.flatMap((e, i) => (i === 0 ? e.legal : e.legal.filter((p) => p.locale === e.locale.code)));
  // Each legal page's date against the text published under it.
  append(checks, legalDateChecks(published.record, pages, sourceLocale));
  return {
    ...editions[0]!,
    editions,
    coverage: reports,
    fileFields,
    pages,
    launch,
    links,
    images: loadedImages.images,
    today: date,
    notices,
    checks,
  };
}

/**
 * One language: its translation files (content/<code>/site.yaml, …) laid over
 * the source's, each merged file checked by the same schema as the source.
 * A file not yet there is all missing: the page shows the source's text, and
 * the coverage report lists every one. A text translated from English that
 * has changed since is not shown: the page has the English until it is
 * translated again. When the source itself failed (`sourceValid` false), the
 * translation is still checked, and only its own problems are reported.
 */
function loadEdition(
  root: string,
  locale: Locale,
  sources: Partial<Record<SourceFile, ParsedYaml>>,
  legal: LegalPage[],
  sourceFacts: Facts,
  record: PublishedRecord,
  problems: ContentProblem[],
  checks: ContentProblem[],
  sourceValid: boolean,
  shownPath: ShownPath,
): { edition?: Edition; coverage: Coverage; files: FileFields[] } {
  const dir = path.join(root, locale.code);
  const files: FileFields[] = [];
  const merged: Partial<Record<SourceFile, unknown>> = {};
  const inSource = new Set<string>();
  const recordFile = readRecordFile(dir, shownPath);
  const settingsOf = () => merged["site.yaml"];
  // Each file's texts and which the page shows translated, for their fact tokens (filled once the facts are known).
  const laidFiles: {
    name: SourceFile;
    fields: TranslatedField[];
    shown: (f: TranslatedField) => boolean;
    tokens: Token[];
    shownFile: string;
    source: SourceMap;
  }[] = [];
  let landingMap: SourceMap | undefined;
  let failed = !sourceValid;
  for (const name of Object.keys(TRANSLATABLE) as SourceFile[]) {
    const schema = TRANSLATABLE[name];
    const sourced = sources[name];
    if (!sourced) continue; // the source file cannot be read: its own problems say so
    const sourceShown = shownPath(path.join(root, name));
    const file = path.join(dir, name);
    const shown = shownPath(file);
    const own = (found: ContentProblem[]) => (sourceValid ? found : found.filter((p) => p.file === shown));
    try {
      let translation: ParsedYaml | undefined;
      if (existsSync(file)) {
        const read = readContentText(file, shown, `the translation ${locale.code}/${name}`);
        append(problems, read.problems);
        if (read.text === undefined) {
          failed = true;
          continue;
        }
        translation = parseYaml(shown, read.text);
        append(problems, translation.problems);
        if (translation.problems.length) {
          failed = true;
          continue;
        }
      }
      const result = mergeTranslation(schema, sourced.data, sourced.source, sourceShown, translation);
      append(problems, result.problems);
      if (result.problems.length) failed = true;
      const recorded = recordFile.record[name] ?? {};
      const shownField = (f: (typeof result.fields)[number]) =>
        f.translated !== undefined && isShown(stateOf(f as typeof f & { translated: string }, recorded[f.key]));
      const laid = overlay(sourced.data, sourced.source, result.fields, shownField);
      if (name === "landing.yaml") landingMap = laid.source;
      const settings = name === "site.yaml" ? laid.data : settingsOf();
      if (translation) append(problems, own(tokenProblems(shown, settingTokens(translation.tokens), settings, TOKEN_EXAMPLES)));
      const checked = validate(schema, fillData(laid.data, settings), laid.source);
      append(problems, own(checked.problems));
      if (checked.value === undefined) failed = true;
      merged[name] = checked.value;
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
      });
    } catch (error) {
      problems.push(unexpectedProblem(shown, error));
      failed = true;
    }
  }
  const mergedPlans = merged["plans.yaml"] as z.infer<typeof plansSchema> | undefined;
  const facts = factsOf(
    merged["landing.yaml"] as Landing | undefined,
    mergedPlans && withGst(mergedPlans),
    merged["site.yaml"] as Site | undefined,
    mergedPlans && formerNames(record, locale.code, mergedPlans.plans),
  );
  // A text the page shows translated says this language's facts; one it shows in English, the English facts.
  for (const { name, fields, shown, tokens, shownFile, source } of laidFiles) {
    append(problems, factTokenProblems(shownFile, tokens, facts));
    const value = merged[name];
    if (value === undefined) continue;
    for (const field of fields) {
      const text = getAt(value, field.path);
      if (typeof text !== "string") continue;
      // A translated text's own figures, in its own words; one shown in English is the English file's to fix.
      if (shown(field)) append(checks, textFigureProblems(text, source.valuePosition(field.path), formatPath(field.path), facts));
      const filled = fillFactText(text, shown(field) ? facts : sourceFacts);
      if (filled !== text) setAt(value, field.path, filled);
      if (!shown(field)) inSource.add(filled);
    }
    merged[name] = fillFacts(value, facts);
  }
  const legalSettings: TokenSettings = {
    site: merged["site.yaml"] as Site,
    written: merged["site.yaml"],
    locale: locale.code,
    facts,
  };
  const translatedLegal = failed
    ? []
    : loadLegalTranslations(dir, locale, legal, legalSettings, problems, checks, files, recordFile.record, shownPath);
  const report = coverage(locale, files, recordFile);
  if (failed) return { coverage: report, files };
  const site = merged["site.yaml"] as Site;
  // Its legal pages: its own translation where there is one, the source's (which governs) elsewhere.
  const own = new Map(translatedLegal.map((page) => [page.slug, page]));
  const pages = legal.map((page) => own.get(page.slug) ?? page);
  const edition: Edition = {
    locale,
    home: `/${locale.code}`,
    site,
    landing: merged["landing.yaml"] as Landing,
    plans: withGst(mergedPlans!),
    legal: pages,
    inSource,
  };
  // Its own copy only: a text shown in English is the English file's to fix, and reported there.
  const ownFile = shownPath(path.join(dir, "landing.yaml"));
  append(
    checks,
    designProblems(edition.landing, edition.plans, landingMap!, locale.tag).filter((p) => p.file === ownFile),
  );
  return { edition, coverage: report, files };
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
 * A language's legal pages (content/hi/legal/privacy-policy.md): each the
 * translation of the source page of the same name, holding its title,
 * description and text; dates and order come from the source page. A page
 * with no translation is not missing: legal pages may stay in the source
 * language, which governs. A translated one is checked for staleness like
 * any text (title, description, body).
 */
function loadLegalTranslations(
  dir: string,
  locale: Locale,
  legal: LegalPage[],
  settings: TokenSettings,
  problems: ContentProblem[],
  checks: ContentProblem[],
  files: FileFields[],
  record: TranslationRecord,
  shownPath: ShownPath,
): LegalPage[] {
  const folder = path.join(dir, "legal");
  if (!existsSync(folder)) return [];
  const bySlug = new Map(legal.map((page) => [page.slug, page]));
  const pages: LegalPage[] = [];
  for (const file of listLegalFiles(folder, problems, shownPath)) {
    const of = bySlug.get(file.name.replace(/\.md$/, ""));
    if (!of) {
      const guess = closest(
        file.name,
        legal.map((p) => `${p.slug}.md`),
      );
      problems.push({
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
    const result = loadLegalFile(file, settings, undefined, { of, locale: locale.code });
    append(problems, result.problems);
    append(checks, result.checks ?? []);
    if (!result.page) continue;
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
    files.push({ file: name, shownTranslation: file.shown, fields, orphans: [] });
    // A legal text is published whole or not at all: with any part missing or
    // stale, the language links to the source's page, which governs.
    if (fields.every((f) => f.translated !== undefined && isShown(stateOf(f as typeof f & { translated: string }, record[name]?.[f.key]))))
      pages.push(result.page);
  }
  return pages;
}

/**
 * Translations the build would not read, named where they are instead of
 * silently ignored: content/landing.hi.yaml, a folder for a language
 * site.yaml does not list, a file in a language folder that translates nothing.
 */
function strayTranslations(root: string, locales: readonly Locale[], shownPath: ShownPath): ContentProblem[] {
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
function listLegalFiles(dir: string, problems: ContentProblem[], shownPath: ShownPath): LegalFile[] {
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

/** Adds items to a list one by one: a spread into push() overflows the stack past some hundred thousand. */
function append<T>(list: T[], items: Iterable<T>): void {
  for (const item of items) list.push(item);
}

/** The examples an unknown token's message gives: site settings and facts, both of which any text may name. */
const TOKEN_EXAMPLES = [...SETTING_EXAMPLES, ...FACT_EXAMPLES];

/** The tokens that name site settings (a fact's token is checked once the facts are known). */
const settingTokens = (tokens: readonly Token[]) => tokens.filter((token) => !isFactToken(token.name));
