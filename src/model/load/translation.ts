// A translation file laid over its source: content/hi/landing.yaml holds the
// text of content/landing.yaml, at the same field names, and nothing else.
// Structure (prices, icons, ids, links, flags, the number and order of list
// items) comes from the source alone, so a price is changed in one place and
// a translator cannot break it. What counts as text is read from the zod
// schema (fields built from `text`, found by text-fields.ts), never listed here.
//
// A translated list item names the source item it translates, never its
// position: an item of a keyed list by its id (`- id: priya-nair`), an item of
// a list of texts by the source's text itself (`Export: एक्सपोर्ट`). Adding,
// deleting or moving source items therefore never puts a translation on
// another item: a new item is missing, and a translation whose item is gone
// is an orphan, reported at its line with the items still untranslated.
import { z } from "zod";
import { formatPath, type ContentProblem } from "../../parse/problem.ts";
import type { ParsedYaml, SourceMap } from "../../parse/yaml.ts";
import { formatSteps, getAt, setAt, textFields, type TextField } from "./text-fields.ts";
import type { Merged, Orphan, TranslatedField } from "./translated-field.ts";
import { visit, type Files } from "./translation-walk.ts";

/**
 * The translation matched to its source. A field the source does not have,
 * one that is not text, or an item that does not name its source item is a
 * problem at the translation's line; a translated item whose source item is
 * gone is an orphan; a text not yet translated stays in the source's language
 * (the coverage report lists it). `sourceData` need not have passed its
 * schema: a translation's own mistakes are found whatever state the source is in.
 */
export function mergeTranslation(
  schema: z.core.$ZodType,
  { data: sourceData, source: sourceMap, file: sourceFile }: { data: unknown; source: SourceMap; file: string },
  translation: ParsedYaml | undefined,
): Merged {
  const fields: TranslatedField[] = textFields(schema, sourceData);
  if (translation?.data === undefined || translation.data === null) return { fields, orphans: [], problems: [] };
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const files: Files = { at: translation.source, sourceMap, sourceFile, texts: byKey };
  const problems: ContentProblem[] = [];
  const orphans: (Orphan & { list: string })[] = [];
  for (const found of visit(files, translation.data, sourceData, { schema, tPath: [], sPath: [], steps: [] })) {
    if ("problem" in found) problems.push(found.problem);
    else if ("orphan" in found) orphans.push(found.orphan);
    else Object.assign(byKey.get(found.key)!, found.text);
  }
  // What each orphan may have become: the items of its list that have no translation.
  for (const orphan of orphans) {
    const items = new Map<string, boolean>();
    for (const f of fields) {
      const item = itemOf(f, orphan.list);
      if (item !== undefined) items.set(item, (items.get(item) ?? false) || f.translated !== undefined);
    }
    orphan.untranslated = [...items].filter(([, translated]) => !translated).map(([item]) => item);
  }
  return { fields, orphans: orphans.map(({ list: _list, ...orphan }) => orphan), problems };
}

/** The item of `list` a field is in, as a report names it (its id, or its text in quotes); undefined when it is in none. */
function itemOf(field: TextField, list: string): string | undefined {
  for (let i = 0; i < field.steps.length; i++) {
    const step = field.steps[i]!;
    if (typeof step !== "string" && formatSteps(field.steps.slice(0, i)) === list)
      return "id" in step ? step.id : JSON.stringify(step.text);
  }
  return undefined;
}

/**
 * The source's data with the translations of `shown` fields put in, and a
 * map of where each value was written: the translation's line for a
 * translated text, the source's for the rest (so the schema's problems point
 * at the file to fix).
 */
export function overlay(
  { data: sourceData, source: sourceMap }: { data: unknown; source: SourceMap },
  fields: readonly TranslatedField[],
  shown: (field: TranslatedField) => boolean,
): { data: unknown; source: SourceMap } {
  const data = structuredClone(sourceData);
  const translatedAt = new Map<string, TranslatedField>();
  for (const field of fields) {
    if (field.translated === undefined || !shown(field)) continue;
    setAt(data, field.path, field.translated);
    translatedAt.set(formatPath(field.path), field);
  }
  const at = (path: readonly PropertyKey[]) => translatedAt.get(formatPath(path));
  const source: SourceMap = {
    valuePosition: (path) => at(path)?.translatedAt ?? sourceMap.valuePosition(path),
    keyPosition: (path) => at(path)?.translatedKeyAt ?? sourceMap.keyPosition(path),
    // In a translation, found on the line its value starts on (a text of one line, as most are), or that start.
    fragmentPosition: (path, fragment, occurrence = 0) => {
      const where = at(path)?.translatedAt;
      if (!where) return sourceMap.fragmentPosition(path, fragment, occurrence);
      let index = where.source.indexOf(fragment, where.column - 1);
      for (let n = 0; n < occurrence && index >= 0; n++) index = where.source.indexOf(fragment, index + 1);
      return index >= 0 ? { ...where, column: index + 1 } : where;
    },
    valueAt: (path) => getAt(data, path),
  };
  return { data, source };
}
