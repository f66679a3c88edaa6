// `npm run translations accept` and `keep`: the record of what each text was
// made from (content/<code>/translated-from.json) with the texts a translator
// reviewed marked as made from today's English, and the record as the
// tooling writes it.
import { textHash } from "../../parse/json-record.ts";
import type { TranslatedField } from "../../model/load/translated-field.ts";
import { isTranslated, stateOf, type FileFields, type TranslationRecord } from "../../model/translation-record.ts";

/** The fields under `prefix` (a file, or a file and a field: landing.yaml:hero), each with its file. */
function* fieldsUnder(files: FileFields[], prefix?: string) {
  const [onlyFile, onlyPath] = prefix ? splitPrefix(prefix) : [];
  for (const file of files) {
    if (onlyFile && file.file !== onlyFile) continue;
    for (const field of file.fields) {
      const key = field.key;
      if (onlyPath && key !== onlyPath && !key.startsWith(`${onlyPath}.`) && !key.startsWith(`${onlyPath}[`)) continue;
      yield { file, field };
    }
  }
}

/** landing.yaml:hero.heading → [landing.yaml, hero.heading]; a field's name may itself hold a colon ("Note: x"). */
function splitPrefix(prefix: string): [string, string | undefined] {
  const at = prefix.indexOf(":");
  return at < 0 ? [prefix, undefined] : [prefix.slice(0, at), prefix.slice(at + 1) || undefined];
}

/**
 * The record with every translated field under `prefix` (a file, or a file and
 * a field: landing.yaml:hero) marked as made from today's English, and the
 * fields newly accepted (whose English comment the translation file gets).
 */
export function accept(
  record: TranslationRecord,
  files: FileFields[],
  { prefix, unchanged = false }: { prefix?: string; unchanged?: boolean } = {},
): { record: TranslationRecord; accepted: (TranslatedField & { file: string })[]; refused: (TranslatedField & { file: string })[] } {
  const next: TranslationRecord = structuredClone(record);
  const accepted: (TranslatedField & { file: string })[] = [];
  const refused: (TranslatedField & { file: string })[] = [];
  for (const { file, field } of fieldsUnder(files, prefix)) {
    if (!isTranslated(field)) continue;
    const entries = (next[file.file] ??= {});
    // A stale text is a translation of English that is no longer there: accepting it
    // unchanged would publish the old meaning, so it takes the translator's word
    // that it still holds (`keep`), never a blanket accept.
    if (!unchanged && stateOf(field, entries[field.key]) === "stale") {
      refused.push({ ...field, file: file.file });
      continue;
    }
    const entry = `${textHash(field.value)}:${textHash(field.translated)}`;
    if (entries[field.key] !== entry) accepted.push({ ...field, file: file.file });
    entries[field.key] = entry;
  }
  prune(next, files);
  return { record: next, accepted, refused };
}

/** Drops from `record` the texts no longer in the source, or no longer translated, so the record never grows stale itself. */
export function prune(record: TranslationRecord, files: readonly FileFields[]): void {
  for (const file of files) {
    const keep = new Set(file.fields.filter((f) => f.translated !== undefined).map((f) => f.key));
    for (const key of Object.keys(record[file.file] ?? {})) if (!keep.has(key)) delete record[file.file]![key];
    if (record[file.file] && !Object.keys(record[file.file]!).length) delete record[file.file];
  }
}

/** The record as the tooling writes it: keys sorted, so the file changes only where a translation did. */
export function recordText(record: TranslationRecord): string {
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((file) => [
        file,
        Object.fromEntries(
          Object.keys(record[file]!)
            .sort()
            .map((key) => [key, record[file]![key]!]),
        ),
      ]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
