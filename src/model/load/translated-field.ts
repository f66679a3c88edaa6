// What laying a translation over its source finds, per text field and per
// orphaned item: read by the walk that finds it (translation-walk.ts), the
// model's editions, the translations' record and the translation tools.
import type { ContentProblem } from "../../parse/problem.ts";
import type { Position } from "../../parse/yaml.ts";
import type { TextField } from "./text-fields.ts";

/** A text field with its translation, when the file has one. */
export interface TranslatedField extends TextField {
  translated?: string;
  /** Where the translation writes the text, and its field's name (the line its English comment goes above). */
  translatedAt?: Position;
  translatedKeyAt?: Position;
}

/** A translated item whose source item is gone: deleted, or its id or text changed. */
export interface Orphan extends Position {
  /** The translation's name for it: testimonials.items[priya-nair], plans[ai-chat-bot].features["Export"]. */
  key: string;
  /** The list's source items with no translation yet (their id or text): what it may have become. */
  untranslated: string[];
}

export interface Merged {
  /** The source's text fields, each with its translation when the file has one. */
  fields: TranslatedField[];
  /** Translated items whose source item is gone. */
  orphans: Orphan[];
  problems: ContentProblem[];
}
