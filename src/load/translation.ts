// A translation file laid over its source: content/hi/landing.yaml holds the
// text of content/landing.yaml, at the same field paths, and nothing else.
// Structure (prices, icons, ids, links, flags, the number and order of list
// items) comes from the source alone, so a price is changed in one place and
// a translator cannot break it. What counts as text is read from the zod
// schema (fields built from `text`), never listed here. The result is the
// source's data with the translated strings put in, a map of where each value
// was written (for the schema's problems), and the list of text fields with
// whether each is translated (for the coverage report).
import { z } from "zod";
import { isText } from "../schema/fields.ts";
import { closest, describeValue, formatPath, type ContentProblem } from "./problem.ts";
import type { ParsedYaml, Position, SourceMap } from "./yaml.ts";

type Path = (string | number)[];

/** A text field of a source file: where a translation puts its text. */
export interface TextField {
  path: Path;
  /** The source's text, as written (tokens not filled). */
  value: string;
}

/** Every text field in a source file's data, found by walking the data with its schema. */
export function textFields(schema: z.core.$ZodType, data: unknown): TextField[] {
  const out: TextField[] = [];
  walk(schema, data, [], out);
  return out;
}

function walk(schema: z.core.$ZodType, value: unknown, path: Path, out: TextField[]): void {
  if (isText(schema)) {
    if (typeof value === "string") out.push({ path, value });
    return;
  }
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
    case "readonly":
    case "nonoptional":
    case "catch":
      return walk(def.innerType as z.core.$ZodType, value, path, out);
    case "pipe":
      return walk(def.in as z.core.$ZodType, value, path, out);
    case "object":
      if (!isRecord(value)) return;
      for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        if (Object.hasOwn(value, key)) walk(field, value[key], [...path, key], out);
      }
      return;
    case "array":
      if (Array.isArray(value)) value.forEach((item, index) => walk(def.element as z.core.$ZodType, item, [...path, index], out));
      return;
    case "union": {
      const options = def.options as z.core.$ZodType[];
      if (typeof value === "string") {
        if (options.some(isText)) out.push({ path, value });
        return;
      }
      // A block that is one of several shapes (a figure): the shape it is.
      const option = options.find((o) => z.safeParse(o, value).success);
      if (option) walk(option, value, path, out);
      return;
    }
    default:
      return;
  }
}

export interface Merged {
  /** The source's data with each translated text put in its place. */
  data: unknown;
  /** Where each value was written: the translation's for translated text, the source's for the rest. */
  source: SourceMap;
  /** The source's text fields, each with its translation when the file has one. */
  fields: (TextField & { translated?: string; translatedAt?: Position })[];
  problems: ContentProblem[];
}

/**
 * The translation laid over the source. A field the source does not have, or
 * one that is not text, is a problem at the translation's line; a text not yet
 * translated stays in the source's language (the coverage report lists it).
 */
export function mergeTranslation(schema: z.core.$ZodType, sourceData: unknown, sourceMap: SourceMap, sourceFile: string, translation: ParsedYaml | undefined): Merged {
  const fields = textFields(schema, sourceData);
  const byPath = new Map(fields.map((f) => [formatPath(f.path), f as TextField & { translated?: string; translatedAt?: Position }]));
  // Every path that leads to some text: a block a translator may open.
  const leadsToText = new Set<string>();
  for (const f of fields) for (let i = 0; i <= f.path.length; i++) leadsToText.add(formatPath(f.path.slice(0, i)));
  const problems: ContentProblem[] = [];
  const translated = new Set<string>();

  function visit(t: unknown, s: unknown, path: Path): void {
    const at = formatPath(path);
    const where = () => translation!.source.valuePosition(path);
    if (t === null || t === undefined) return; // `field:` left empty: not translated yet
    if (typeof t === "string") {
      const field = byPath.get(at);
      if (field) {
        field.translated = t;
        field.translatedAt = where();
        translated.add(at);
      } else problems.push({ ...where(), path: at, expected: describeSource(s, sourceMap, path, sourceFile), found: describeValue(t) });
      return;
    }
    if (Array.isArray(t)) {
      if (!Array.isArray(s)) {
        problems.push({ ...where(), path: at, expected: describeSource(s, sourceMap, path, sourceFile), found: "a list" });
        return;
      }
      t.forEach((item, index) => {
        if (index < s.length) return visit(item, s[index], [...path, index]);
        if (index === s.length) {
          problems.push({
            ...translation!.source.valuePosition([...path, index]),
            path: formatPath([...path, index]),
            expected: `at most ${s.length} item${s.length === 1 ? "" : "s"}, as in ${sourceFile}: the number and order of items come from it`,
            found: `${t.length} items`,
            hint: `delete the items from here on (the English no longer has them), or add them to ${sourceFile} first`,
          });
        }
      });
      return;
    }
    if (isRecord(t)) {
      if (!isRecord(s)) {
        problems.push({ ...where(), path: at, expected: describeSource(s, sourceMap, path, sourceFile), found: "a block of fields" });
        return;
      }
      for (const [key, value] of Object.entries(t)) {
        const inner = [...path, key];
        if (!Object.hasOwn(s, key)) {
          const known = Object.keys(s).filter((k) => leadsToText.has(formatPath([...path, k])));
          const guess = closest(key, known);
          problems.push({
            ...translation!.source.keyPosition(inner),
            path: formatPath(inner),
            expected: known.length ? `a field of ${sourceFile} that holds text: ${known.join(", ")}` : `no fields here: ${sourceFile} has no text in this block`,
            found: `an unknown field "${key}"`,
            hint: guess ? `did you mean "${guess}"?` : undefined,
          });
        } else if (!leadsToText.has(formatPath(inner)) && value !== null) {
          const { file, line } = sourceMap.keyPosition(inner);
          problems.push({
            ...translation!.source.keyPosition(inner),
            path: formatPath(inner),
            expected: "only text to translate",
            found: `"${key}", which is set once, in ${file}:${line}, for every language`,
            hint: "delete this line: prices, icons, ids, links, dates and flags come from the source file",
          });
        } else visit(value, s[key], inner);
      }
      return;
    }
    problems.push({ ...where(), path: at, expected: "text, translated", found: describeValue(t) });
  }

  if (translation?.data !== undefined) visit(translation.data, sourceData, []);

  const data = structuredClone(sourceData);
  for (const f of byPath.values()) if (f.translated !== undefined) setAt(data, f.path, f.translated);

  const fromTranslation = (path: readonly PropertyKey[]) => translation !== undefined && translated.has(formatPath(path as Path));
  const source: SourceMap = {
    valuePosition: (path) => (fromTranslation(path) ? translation!.source.valuePosition(path) : sourceMap.valuePosition(path)),
    keyPosition: (path) => (fromTranslation(path) ? translation!.source.keyPosition(path) : sourceMap.keyPosition(path)),
    valueAt: (path) => getAt(data, path),
  };
  return { data, source, fields: [...byPath.values()], problems };
}

/** What the source has at a path, as the "expected" of a translation that gives something else there. */
function describeSource(value: unknown, map: SourceMap, path: Path, file: string): string {
  const { line } = map.valuePosition(path);
  if (value === undefined) return `a field of ${file}`;
  if (Array.isArray(value)) return `a list, as in ${file}:${line}`;
  if (isRecord(value)) return `a block of fields, as in ${file}:${line}`;
  return `only text to translate (${formatPath(path)} is set once, in ${file}:${line}, for every language)`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function setAt(data: unknown, path: Path, value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

function getAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

