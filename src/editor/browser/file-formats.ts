// How the web editor reads and writes the content files, in the editor's
// browser: Sveltia CMS's own YAML writer would write each file it saves anew
// (comments, blank lines, quoting and key order gone, a `!placeholder` tag
// dropped, so a provisional brand name would pass as confirmed; defaults it
// fills in written out; a markdown table re-padded). Here each file keeps the
// text it was read with, and a save splices only the values the editor
// changed into it (src/editor/tidy-yaml.ts, tidy-markdown.ts): what the form
// did not change is written back byte for byte, so the commit holds the edit
// and nothing else, and the build reads it as it read the file before.
// The formats are named in the generated configuration (cms-config.ts,
// keptFormat): one per file, so each knows its own fields' defaults.
import { isMap, parseDocument, stringify } from "yaml";
import { isRecord, sameData } from "../tidy-data.ts";
import { tidyMarkdownData, tidyYamlData, type TidyOptions } from "../tidy.ts";
import type { CmsField } from "../schema-fields.ts";

/** Where the text a file was read with travels with its data, untouched by the form (it has no field). */
const READ_AS = "__readAs";

/** A file format as Sveltia CMS registers it (CMS.registerCustomFormat). */
export interface FileFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (content: Record<string, unknown>) => string;
}

/** The text's data, a `!placeholder` value read as the text it tags (as the build reads it), with the text itself. */
function read(text: string): Record<string, unknown> {
  const doc = parseDocument(text, { logLevel: "silent", uniqueKeys: true });
  if (doc.errors.length) throw new Error(`the file does not parse: ${doc.errors[0]!.message}`);
  const data: unknown = doc.toJS();
  return isMap(doc.contents) && data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}

/**
 * Which keys a save added that stay out of the file: a field's default the
 * form filled in (a plan's `popular: false`, a legal page's `footer: true`),
 * or, for a field with none, an empty value. A value other than its default
 * (`footer: false`) is the editor's choice, and written.
 */
function dropAdded(fields: readonly CmsField[]): NonNullable<TidyOptions["dropAdded"]> {
  const drop: NonNullable<TidyOptions["dropAdded"]> = (path, value) => {
    const field = fieldAt(fields, path);
    if (field && "default" in field) return sameData(value, field.default);
    // An optional block the form shows open (a figure's basis) comes back with every field empty: none was given.
    if (isRecord(value)) return Object.entries(value).every(([key, inner]) => drop([...path, key], inner));
    return value === false || value === "" || value === null || (Array.isArray(value) && !value.length);
  };
  return drop;
}

/** The field a data path names: list items (numbers) are skipped; a list of types offers every type's fields. */
function fieldAt(fields: readonly CmsField[], path: readonly (string | number)[]): CmsField | undefined {
  let level: readonly CmsField[] = fields;
  let found: CmsField | undefined;
  for (const step of path) {
    if (typeof step === "number") continue;
    found = level.find((field) => field.name === step);
    if (!found) return undefined;
    level = [...fieldsOf(found.fields), ...fieldsOf(found.types).flatMap((type) => fieldsOf(type.fields))];
  }
  return found;
}

/** A field's `fields` or `types` option: a list of fields. */
const fieldsOf = (option: unknown): CmsField[] => (Array.isArray(option) ? (option as CmsField[]) : []);

/** Splits the text the file was read with from the form's data. */
function split(content: Record<string, unknown>): { readAs?: string; data: Record<string, unknown> } {
  const { [READ_AS]: readAs, ...data } = content;
  return { readAs: typeof readAs === "string" ? readAs : undefined, data };
}

/** A YAML file (content/site.yaml, a translation): its text kept, the changed values spliced in. */
export function yamlFormat(fields: readonly CmsField[]): FileFormat {
  const options = { dropAdded: dropAdded(fields) };
  return {
    fromFile: (text) => ({ ...read(text), [READ_AS]: text }),
    toFile: (content) => {
      const { readAs, data } = split(content);
      return readAs === undefined ? stringify(data) : tidyYamlData(`${readAs}\n`, data, options);
    },
  };
}

/** A markdown page with front matter (content/legal/*.md): the front matter as any YAML, the body block by block. */
export function markdownFormat(fields: readonly CmsField[], bodyField = "body"): FileFormat {
  const options = { dropAdded: dropAdded(fields) };
  return {
    fromFile: (text) => {
      const fence = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(text);
      const front = fence ? read(fence[1] ?? "") : {};
      const body = fence ? text.slice(fence[0].length).replace(/^\n/, "") : text;
      return { ...front, [bodyField]: body, [READ_AS]: text };
    },
    toFile: (content) => {
      const { readAs, data } = split(content);
      const { [bodyField]: body = "", ...front } = data;
      const text = typeof body === "string" ? body : "";
      if (readAs !== undefined && /^---[ \t]*\n/.test(readAs)) return tidyMarkdownData(`${readAs}\n`, front, text, options);
      return `---\n${stringify(front)}---\n${text ? `\n${text}\n` : ""}`;
    },
  };
}
