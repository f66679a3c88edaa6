// What each translation was made from, and so whether a page shows it. The
// record is content/<code>/translated-from.json, a file the tooling writes
// (src/tools/translations/, `npm run translations accept <code>`): per file
// and field, a short hash of the English text the translator saw and of the
// translation accepted with it. This module reads that record and decides
// each text's state; the coverage a build reports is counted from the same
// states by src/checks/translation-coverage.ts.
import path from "node:path";
import type { TranslatedField, Orphan } from "./load/translated-field.ts";
import type { ContentProblem, ShownPath } from "../parse/problem.ts";
import { isBlock, readJsonRecord, textHash } from "../parse/json-record.ts";
import type { Position } from "../parse/yaml.ts";

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
 * Where a translated text stands, against the record of what it was made from:
 * - current: made from today's English, and as accepted;
 * - edited: made from today's English and edited since (a translator's
 *   correction): shown, and recorded as it is by the next acceptance;
 * - kept: its English changed, and a translator marked it still right
 *   (`stillRight`, still-right.ts): shown, and recorded by the next acceptance;
 * - stale: its English changed since, and it did not: the page shows the English;
 * - unsure: no record of the English it was made from (a new text, or a
 *   damaged record), or both changed since the record: shown while editing
 *   (npm run build, the dev server), where a translator checks it, but in
 *   English by build:production until it is accepted (`npm run translations
 *   accept`, or the pipeline, which reads from the history whether the
 *   translation was written after its English and records that).
 * A text of a list of texts is named by its English, which therefore never changes.
 */
export type TextState = "current" | "edited" | "kept" | "stale" | "unsure";

/** Whether a text has a translation: the fields whose state can be asked (stateOf). */
export const isTranslated = <F extends { translated?: string | undefined }>(field: F): field is F & { translated: string } =>
  field.translated !== undefined;

/** `keptFor`: the hash of the English a still-right mark names, when the text has one. */
export function stateOf(
  field: Pick<TranslatedField, "value"> & { translated: string },
  recorded: string | undefined,
  keptFor?: string,
): TextState {
  if (recorded === undefined) return "unsure";
  const [english, translation] = recorded.split(":");
  // A record written before the translation's hash was kept has the English's alone: the text is as accepted.
  const edited = translation !== undefined && translation !== textHash(field.translated);
  if (english === textHash(field.value)) return edited ? "edited" : "current";
  if (edited) return "unsure";
  return keptFor === textHash(field.value) ? "kept" : "stale";
}

/**
 * Whether a page shows a translation: one made from today's English (or
 * marked still right against it); one nothing vouches for only while editing,
 * never in production, where it could be the translation of an older English.
 */
export const isShown = (state: TextState, { production = false } = {}) =>
  state === "current" || state === "edited" || state === "kept" || (state === "unsure" && !production);

/** One source file's fields, with their translations, as merged: what the report counts. */
export interface FileFields {
  /** The source file's name, relative to content/ (landing.yaml, legal/privacy-policy.md). */
  file: string;
  /** The translation file, as shown in messages. */
  shownTranslation: string;
  /** Each text field, with its translation and where the source writes it (a missing text's file:line). */
  fields: (TranslatedField & { position: Position })[];
  orphans: Orphan[];
  /** The texts a translator marked still right after their English changed: key → the hash of the English the mark names. */
  stillRight: ReadonlyMap<string, string>;
}

/** The state of each translated field of a file, as the record and the file's marks say. */
export const fieldState = (file: FileFields, field: TranslatedField & { translated: string }, record: TranslationRecord): TextState =>
  stateOf(field, record[file.file]?.[field.key], file.stillRight.get(field.key));

/** A language other than the source, as loaded: its files' texts with their translations, and the record of what each was made from (and what is wrong with it, when an edit damaged it). */
export interface TranslatedLanguage {
  locale: { code: string; name: string; status: "published" | "draft" };
  files: FileFields[];
  recordFile: { record: TranslationRecord; problem?: ContentProblem };
}
