// Translation coverage: for each language, which of the source's texts are
// translated, which are missing, which are stale (the English changed after
// the translation was made) and which translated items lost their English
// item. What each translation was made from is recorded in
// content/<code>/translated-from.json, a file the tooling writes
// (src/tools/translations/, `npm run translations accept <code>`): per file and
// field, a short hash of the English text the translator saw and of the
// translation accepted with it. This module reads that record and decides
// each text's state (and so whether the page shows it) and the coverage a
// build reports.
import path from "node:path";
import type { TranslatedField, Orphan } from "./load/translation.ts";
import type { ContentProblem, ShownPath } from "./load/problem.ts";
import { isBlock, readJsonRecord, textHash } from "./load/json-record.ts";
import type { Position } from "./load/yaml.ts";

export const RECORD_FILE = "translated-from.json";

/**
 * file (landing.yaml) → field (hero.heading) → "<english>:<translation>", the
 * hashes of the English a text was made from and of the text accepted with it
 * (a record written before the second hash was kept has the first alone).
 */
export type TranslationRecord = { [file: string]: { [field: string]: string } };

export function readRecord(localeDir: string, shownPath: ShownPath): TranslationRecord {
  return readRecordFile(localeDir, shownPath).record;
}

/**
 * The record, and what is wrong with it if an editor damaged it (a merge
 * conflict left in, a bracket deleted): at its line, for the coverage report.
 * A damaged record is read as empty: every text then waits to be accepted
 * again, which a build reports and build:production refuses.
 */
export function readRecordFile(localeDir: string, shownPath: ShownPath): { record: TranslationRecord; problem?: ContentProblem } {
  const file = path.join(localeDir, RECORD_FILE);
  const { record = {}, problem } = readJsonRecord(file, shownPath(file), {
    writer: "npm run translations",
    shape: "for each file, each field's hash",
    valid: (data): data is TranslationRecord =>
      isBlock(data) &&
      Object.values(data).every((fields) => isBlock(fields) && Object.values(fields).every((hash) => typeof hash === "string")),
  });
  return { record, problem };
}

/**
 * Where a translated text stands:
 * - current: accepted as made from today's English, and not edited since;
 * - unaccepted: shown, but not yet reviewed: new, edited since it was
 *   accepted, or updated after its English changed (an item of a list of
 *   texts, named by its English, is never stale: its English is its name; but
 *   its translation is reviewed like any other);
 * - stale: its English changed since it was accepted, and it has not been updated: the English is shown.
 */
export type TextState = "current" | "unaccepted" | "stale";

/** Whether a text has a translation: the fields whose state can be asked (stateOf). */
export const isTranslated = <F extends { translated?: string | undefined }>(field: F): field is F & { translated: string } =>
  field.translated !== undefined;

export function stateOf(field: Pick<TranslatedField, "value"> & { translated: string }, recorded: string | undefined): TextState {
  if (recorded === undefined) return "unaccepted";
  const [english, translation] = recorded.split(":");
  // Accepted is this English with this translation: an edit of either is reviewed again.
  const edited = translation !== undefined && translation !== textHash(field.translated);
  if (english === textHash(field.value)) return edited ? "unaccepted" : "current";
  return edited ? "unaccepted" : "stale";
}

/** Whether a page shows a translation: not when it is stale (made from English that has changed since). */
export const isShown = (state: TextState) => state !== "stale";

/** One text of a language that is not ready: missing, stale, not yet accepted, or an orphan. */
export interface CoverageItem extends Position {
  /** The translation file it belongs in, as shown (content/hi/landing.yaml). */
  in: string;
  path: string;
  /** The English text (for an orphan, the items of its list still to translate). */
  english: string;
}

export interface Coverage {
  code: string;
  name: string;
  status: "published" | "draft";
  total: number;
  /** Texts the pages show translated: current or not yet accepted. */
  translated: number;
  /** Not translated: the pages show the English. */
  missing: CoverageItem[];
  /** Translated from English that has changed since: the pages show the English until it is updated. */
  stale: CoverageItem[];
  /** Translated, shown, but not yet accepted as reviewed against today's English. */
  unaccepted: CoverageItem[];
  /** Translated items whose English item is gone: shown nowhere. */
  orphans: CoverageItem[];
  /** What is wrong with the record of what each text was made from, when an edit damaged it. */
  recordProblem?: ContentProblem;
}

/** One source file's fields, with their translations, as merged: what the report counts. */
export interface FileFields {
  /** The source file's name, relative to content/ (landing.yaml, legal/privacy-policy.md). */
  file: string;
  /** The translation file, as shown in messages. */
  shownTranslation: string;
  /** Each text field, with its translation and where the source writes it (a missing text's file:line). */
  fields: (TranslatedField & { position: Position })[];
  orphans: Orphan[];
}

/** Whether a build may publish the language as it is: every text translated from today's English, and nothing orphaned. */
export const isReady = (report: Coverage) =>
  !report.missing.length && !report.stale.length && !report.unaccepted.length && !report.orphans.length;

export function coverage(
  locale: { code: string; name: string; status: "published" | "draft" },
  files: FileFields[],
  { record, problem }: { record: TranslationRecord; problem?: ContentProblem },
): Coverage {
  const report: Coverage = {
    ...locale,
    total: 0,
    translated: 0,
    missing: [],
    stale: [],
    unaccepted: [],
    orphans: [],
    recordProblem: problem,
  };
  for (const file of files) {
    for (const field of file.fields) {
      report.total++;
      const item = { ...field.position, in: file.shownTranslation, path: field.key, english: field.value };
      if (!isTranslated(field)) {
        report.missing.push(item);
        continue;
      }
      // Anything to do about a translated text is done in the translation: point there.
      const at = { ...item, ...(field.translatedAt ?? {}) };
      const state = stateOf(field, record[file.file]?.[field.key]);
      if (state === "stale") report.stale.push(at);
      else {
        report.translated++;
        if (state === "unaccepted") report.unaccepted.push(at);
      }
    }
    for (const orphan of file.orphans)
      report.orphans.push({ ...orphan, in: file.shownTranslation, path: orphan.key, english: orphan.untranslated.join(", ") });
  }
  return report;
}
