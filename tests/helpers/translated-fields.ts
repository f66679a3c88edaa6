// A translated text field and a translation record's entry, as the unit tests
// of the translation record (src/model/translation-record.ts) and of accepting
// (src/tools/translations/) build them from literal text.
import { textHash } from "../../src/parse/json-record.ts";
import type { TranslatedField } from "../../src/model/load/translated-field.ts";

/** The field at a dotted key with its English `value`, and its translation when given. */
export const field = (key: string, value: string, translated?: string): TranslatedField => ({
  path: key.split("."),
  steps: key.split("."),
  key,
  value,
  ...(translated === undefined ? {} : { translated }),
});

/** The record's entry for a text: the hash of its English, and of its translation when accepted with one. */
export const entry = (english: string, translation?: string) =>
  `${textHash(english)}${translation === undefined ? "" : `:${textHash(translation)}`}`;
