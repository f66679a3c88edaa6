// The translations' part of `npm run content -- settle`, which the pipeline
// runs before every build it publishes: the record of what each text was made
// from (translated-from.json) brought up to date with what translators did in
// the web editor, so no one needs a terminal to accept a translation.
// - A text edited against the English it was accepted with, or ticked as
//   still right against today's English, is recorded as a translation of it.
// - A text nothing vouches for (new, or changed together with its English
//   since the record) is recorded as a translation of the English it was last
//   written against, which the history tells (history.ts): written after the
//   English changed, it is current; written before, it is stale, and the page
//   keeps showing the English. Where the history cannot tell, it is left as
//   it is, and build:production keeps showing the English.
// - A stale text stays stale: only a translator can say it still holds.
import { textHash } from "../../parse/json-record.ts";
import type { TranslatedField } from "../../model/load/translated-field.ts";
import { prune } from "./accept.ts";
import { fieldState, isTranslated, type FileFields, type TranslationRecord } from "../../model/translation-record.ts";

export interface Settled {
  file: string;
  field: TranslatedField & { translated: string };
  /** The English it is recorded as a translation of. */
  english: string;
  /** Whether that English is today's: otherwise it is recorded, and stays, stale. */
  current: boolean;
}

/**
 * The record with every text a translator reviewed recorded; `writtenAgainst`
 * gives, per file, the English each text was last written against (or
 * undefined where that cannot be told).
 */
export function settleRecord(
  record: TranslationRecord,
  files: readonly FileFields[],
  writtenAgainst: (file: FileFields) => ReadonlyMap<string, string | undefined>,
): { record: TranslationRecord; settled: Settled[]; untold: (TranslatedField & { file: string })[] } {
  const next: TranslationRecord = structuredClone(record);
  const settled: Settled[] = [];
  const untold: (TranslatedField & { file: string })[] = [];
  for (const file of files) {
    let against: ReadonlyMap<string, string | undefined> | undefined;
    for (const field of file.fields) {
      if (!isTranslated(field)) continue;
      const state = fieldState(file, field, record);
      if (state === "current" || state === "stale") continue;
      let english: string | undefined = field.value;
      if (state === "unsure") english = (against ??= writtenAgainst(file)).get(field.key);
      if (english === undefined) {
        untold.push({ ...field, file: file.file });
        continue;
      }
      (next[file.file] ??= {})[field.key] = `${textHash(english)}:${textHash(field.translated)}`;
      settled.push({ file: file.file, field, english, current: english === field.value });
    }
  }
  prune(next, files);
  return { record: next, settled, untold };
}
