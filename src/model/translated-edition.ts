// The translation overlay's loaders: each language other than the source,
// its translation files (content/<code>/site.yaml, …) laid over the source's
// by identity, each merged file checked by the same schema as the source,
// its texts shown or not as the record of what each was made from says
// (translations.ts), its fact tokens filled with its own facts, and its legal
// pages' translations loaded (legal-loader.ts). Before them, the files no
// language would read are named where they are.
import { existsSync } from "node:fs";
import path from "node:path";
import type { WrittenEdition, Edition, Locale, WrittenText } from "./edition.ts";
import { factsOf } from "./facts.ts";
import { withGst } from "./gst.ts";
import type { Loader } from "./load/loader.ts";
import type { Loading } from "./load/loading.ts";
import { formatPath, type ContentProblem } from "../parse/problem.ts";
import { takeStillRight } from "./load/still-right.ts";
import { readContentText } from "../parse/content-text.ts";
import { factTokens, fillFacts, fillTokens, settingTokens, tokenProblems } from "./load/tokens.ts";
import type { Token } from "../parse/token-syntax.ts";
import { getAt, setAt } from "./load/text-fields.ts";
import { mergeTranslation, overlay } from "./load/translation.ts";
import type { TranslatedField } from "./load/translated-field.ts";
import type { ParsedYaml, Position, SourceMap } from "../parse/yaml.ts";
import { formerNames, type PublishedRecord } from "./published.ts";
import type { SourceEdition, Sources } from "./source-edition.ts";
import { legalTranslations } from "./legal-loader.ts";
import { setFile, SOURCE_FILES, strayTranslations, TRANSLATABLE, validateFile, type Files, type SourceFile } from "./source-files.ts";
import {
  isShown,
  isTranslated,
  readRecordFile,
  stateOf,
  type FileFields,
  type TranslatedLanguage,
  type TranslationRecord,
} from "./translation-record.ts";

/** What a translation is laid over: the source's files as loaded, its language as loaded, and what has been published. */
export interface SourceBase {
  sources: Sources;
  first: SourceEdition;
  record: PublishedRecord;
}

/** One file of a translation, laid over its source: its texts, which the page shows translated, its fact tokens, where it is written. */
interface TranslatedFile {
  name: SourceFile;
  fields: TranslatedField[];
  shown: (f: TranslatedField) => boolean;
  tokens: Token[];
  shownFile: string;
  source: SourceMap;
}

/** A language as loaded: its edition as written, when it loaded whole, and its texts with their translations. */
export interface Translated {
  written?: WrittenEdition;
  language: TranslatedLanguage;
}

/** Every language other than the source (drafts only when asked for), after the files none of them would read. */
export const translations = (over: SourceBase): Loader<Translated[]> => ({
  name: "translations",
  load(loading) {
    const { locales } = over.first;
    if (locales.length) loading.report(strayTranslations(loading, locales));
    return locales
      .slice(1)
      .filter((locale) => locale.status !== "draft" || loading.drafts)
      .map((locale) => loadEdition(loading, locale, over));
  },
});

/**
 * One language: its translation files (content/<code>/site.yaml, …) laid over
 * the source's, each merged file checked by the same schema as the source.
 * A file not yet there is all missing: the page shows the source's text, and
 * the coverage report lists every one. A text translated from English that
 * has changed since is not shown: the page has the English until it is
 * translated again. When the source itself failed (no source edition), the
 * translation is still checked, and only its own problems are reported.
 */
function loadEdition(loading: Loading, locale: Locale, over: SourceBase): Translated {
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
    loading.report(tokenProblems(shownFile, tokens, factTokens(facts)));
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
      const filled = fillFacts(text, shown(field) ? facts : over.first.facts);
      if (filled !== text) setAt(value, field.path, filled);
      if (!shown(field)) inSource.add(filled);
    }
    setFile(merged, name, fillFacts(value, facts));
  }
  const { "site.yaml": site, "landing.yaml": landing } = merged;
  const legal = laid.failed
    ? { shown: [], loaded: [], files: [] }
    : legalTranslations(locale, {
        legal: over.first.legal,
        settings: { site, written: site, locale: locale.code, facts },
        record: recordFile.record,
      }).load(loading);
  files.push(...legal.files);
  const language: TranslatedLanguage = { locale, files, recordFile };
  if (laid.failed || !site || !landing || !plans || !laid.landingMap || !laid.landingTop) return { language };
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
  const written: WrittenEdition = {
    edition,
    facts,
    texts,
    legal: legal.loaded,
    // Its own copy only: a text shown in English is the English file's to fix, and reported there.
    landing: { source: laid.landingMap, file: loading.shown(path.join(dir, "landing.yaml")), top: laid.landingTop },
  };
  return { written, language };
}

/** A language's translation files, each laid over its source file and validated, with what the coverage report and the facts need of them. */
function layTranslations(
  loading: Loading,
  locale: Locale,
  { over, record }: { over: SourceBase; record: TranslationRecord },
): { merged: Files; files: FileFields[]; laidFiles: TranslatedFile[]; failed: boolean; landingMap?: SourceMap; landingTop?: Position } {
  const dir = path.join(loading.root, locale.code);
  const sourceValid = over.first.written !== undefined;
  const merged: Files = {};
  const files: FileFields[] = [];
  const laidFiles: TranslatedFile[] = [];
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
        translation = loading.yaml.parse(shown, read.text);
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
      if (translation) loading.report(own(tokenProblems(shown, translation.tokens, settingTokens(settings))));
      const checked = validateFile(name, fillTokens(laid.data, settings), laid.source);
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
