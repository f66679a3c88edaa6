// The walk of a translation file beside its source (translation.ts says the
// rules): it yields, in the order the translation writes them, each text's
// translation, each problem at the translation's line, and each translated
// item whose source item is gone. It pushes into nothing; the caller
// collects what it needs.
import { z } from "zod";
import { isText, listKey } from "../schema/fields.ts";
import { closest, describeValue, type ContentProblem } from "../../parse/problem.ts";
import type { SourceMap } from "../../parse/yaml.ts";
import { formatSteps, hasText, isRecord, isTextList, type Path, type Step, type TextField } from "./text-fields.ts";
import { innerSchema } from "../schema/inner-schema.ts";
import { defOf, isOptionalField } from "../schema/zod-def.ts";
import type { Orphan, TranslatedField } from "./translated-field.ts";

/** The two files a walk reads: the translation's positions (`at`), the source's, and the source's text fields by key. */
export interface Files {
  at: SourceMap;
  sourceMap: SourceMap;
  sourceFile: string;
  texts: ReadonlyMap<string, TextField>;
}

/**
 * Where the walk is, in both files: `tPath` in the translation, `sPath` in
 * the source (indices), the steps a translation names it by, and the schema
 * there; `itemKey`, in a list's item, the field that names it.
 */
interface Place {
  schema: z.core.$ZodType | undefined;
  tPath: Path;
  sPath: Path;
  steps: Step[];
  itemKey?: string;
}
/** A place whose schema is known: a block's or a list's. */
type Schema = { schema: z.core.$ZodType };

/** What the walk finds, in the order the translation writes it: a problem, an orphan, or a text's translation (by its field's key). */
type Found =
  | { problem: ContentProblem }
  | { orphan: Orphan & { list: string } }
  | { key: string; text: Required<Pick<TranslatedField, "translated" | "translatedAt" | "translatedKeyAt">> };

const expectedOf = ({ sourceMap, sourceFile }: Files, s: unknown, path: Path, key: string) =>
  describeSource(s, { map: sourceMap, file: sourceFile }, { path, key });

/** `t`: the translation's value at `tPath`; `s`: the source's at `sPath`. */
export function* visit(files: Files, t: unknown, s: unknown, { schema, tPath, sPath, steps }: Place): Generator<Found, void> {
  if (t === null || t === undefined) return; // `field:` left empty: not translated yet
  const { at } = files;
  const key = formatSteps(steps);
  const core = schema && innerSchema(schema, s);
  if (core && isText(core) && typeof s === "string") {
    if (typeof t === "string" && files.texts.has(key))
      yield { key, text: { translated: t, translatedAt: at.valuePosition(tPath), translatedKeyAt: at.keyPosition(tPath) } };
    else yield { problem: { ...at.valuePosition(tPath), path: key, expected: "text, translated", found: describeValue(t) } };
    return;
  }
  const type = core && defOf(core).type;
  if (type === "array" && Array.isArray(s)) return yield* visitList(files, t, s, { schema: core!, tPath, sPath, steps });
  if (type === "object" && isRecord(s)) return yield* visitBlock(files, t, s, { schema: core!, tPath, sPath, steps });
  yield {
    problem: {
      ...at.valuePosition(tPath),
      path: key,
      expected: expectedOf(files, s, sPath, key),
      found: typeof t === "string" ? describeValue(t) : Array.isArray(t) ? "a list" : isRecord(t) ? "a block of fields" : describeValue(t),
    },
  };
}

function* visitBlock(
  files: Files,
  t: unknown,
  s: Record<string, unknown>,
  { schema, tPath, sPath, steps, itemKey }: Place & Schema,
): Generator<Found, void> {
  const { at, sourceMap, sourceFile } = files;
  const key = formatSteps(steps);
  if (!isRecord(t)) {
    yield {
      problem: {
        ...at.valuePosition(tPath),
        path: key,
        expected: expectedOf(files, s, sPath, key),
        found: Array.isArray(t) ? "a list" : describeValue(t),
      },
    };
    return;
  }
  const shape = defOf(schema).shape ?? {};
  for (const [name, value] of Object.entries(t)) {
    if (name === itemKey) continue;
    const inner = [...steps, name];
    if (!Object.hasOwn(s, name)) {
      // A text the source must have but does not (left out, or misspelt there): the
      // source's own problem says so, and this line is right as it is.
      if (shape[name] && hasText(shape[name]) && !isOptionalField(shape[name])) continue;
      const known = Object.keys(s).filter((k) => k !== itemKey && hasText(shape[k]));
      const guess = closest(name, known);
      yield {
        problem: {
          ...at.keyPosition([...tPath, name]),
          path: formatSteps(inner),
          expected: known.length
            ? `a field of ${sourceFile} that holds text: ${known.join(", ")}`
            : `no fields here: ${sourceFile} has no text in this block`,
          found: `an unknown field "${name}"`,
          hint: guess ? `did you mean "${guess}"?` : undefined,
        },
      };
    } else if (!hasText(shape[name])) {
      if (value === null) continue;
      const { file, line } = sourceMap.keyPosition([...sPath, name]);
      yield {
        problem: {
          ...at.keyPosition([...tPath, name]),
          path: formatSteps(inner),
          expected: "only text to translate",
          found: `"${name}", which is set once, in ${file}:${line}, for every language`,
          hint: "delete this line: prices, icons, ids, links, dates and flags come from the source file",
        },
      };
    } else yield* visit(files, value, s[name], { schema: shape[name], tPath: [...tPath, name], sPath: [...sPath, name], steps: inner });
  }
}

function* visitList(files: Files, t: unknown, s: unknown[], { schema, tPath, sPath, steps }: Place & Schema): Generator<Found, void> {
  const { at, sourceFile } = files;
  const key = formatSteps(steps);
  const element = defOf(schema).element!;
  if (isTextList(element)) {
    if (!isRecord(t)) {
      yield {
        problem: {
          ...at.valuePosition(tPath),
          path: key,
          expected: `one line per item you translate, the English item then its translation ("Export: एक्सपोर्ट"): the English names the item, wherever ${sourceFile} puts it`,
          found: Array.isArray(t) ? "a list, whose items would be matched to the English by their place" : describeValue(t),
          hint: Array.isArray(t)
            ? "write each item as English: translation (npm run translations new <code> writes the file in this form)"
            : undefined,
        },
      };
      return;
    }
    for (const [english, value] of Object.entries(t)) {
      const index = s.indexOf(english);
      const itemSteps = [...steps, { text: english }];
      if (index >= 0)
        yield* visit(files, value, english, { schema: element, tPath: [...tPath, english], sPath: [...sPath, index], steps: itemSteps });
      else if (value !== null)
        yield { orphan: { ...at.keyPosition([...tPath, english]), key: formatSteps(itemSteps), list: key, untranslated: [] } };
    }
    return;
  }
  const by = listKey(element);
  if (!by) {
    yield { problem: { ...at.valuePosition(tPath), path: key, expected: expectedOf(files, s, sPath, key), found: describeValue(t) } };
    return;
  }
  const ids = s.flatMap((item) => (isRecord(item) && typeof item[by] === "string" ? [item[by]] : []));
  if (!Array.isArray(t)) {
    yield {
      problem: {
        ...at.valuePosition(tPath),
        path: key,
        expected: `a list of the items you translate, each starting with the ${by} of its item in ${sourceFile}`,
        found: isRecord(t) ? "a block of fields" : describeValue(t),
      },
    };
    return;
  }
  const seen = new Map<string, number>();
  for (const [index, item] of t.entries()) {
    const itemPath = [...tPath, index];
    if (item === null) continue;
    if (!isRecord(item) || typeof item[by] !== "string") {
      const found = !isRecord(item)
        ? describeValue(item)
        : item[by] === undefined
          ? `an item without ${by}: it would be matched to nothing`
          : describeValue(item[by]);
      yield {
        problem: {
          ...(isRecord(item) && item[by] !== undefined ? at.valuePosition([...itemPath, by]) : at.valuePosition(itemPath)),
          path: `${key}[${index}]`,
          expected: `${by}: the ${by} of the item of ${sourceFile} it translates (${ids.join(", ") || "the list has none"}), then its texts`,
          found,
          hint:
            isRecord(item) && item[by] === undefined
              ? `add "${by}: …" as the item's first line: a translation names its item, so it stays with it when the list changes`
              : undefined,
        },
      };
      continue;
    }
    const id = item[by];
    const itemSteps = [...steps, { by, id }];
    const first = seen.get(id);
    if (first !== undefined) {
      yield {
        problem: {
          ...at.valuePosition([...itemPath, by]),
          path: formatSteps(itemSteps),
          expected: "each item translated once",
          found: `a second translation of ${by} "${id}" (the first is at line ${at.valuePosition([...tPath, first, by]).line})`,
        },
      };
      continue;
    }
    seen.set(id, index);
    const sourceIndex = s.findIndex((x) => isRecord(x) && x[by] === id);
    if (sourceIndex < 0) {
      yield { orphan: { ...at.valuePosition([...itemPath, by]), key: formatSteps(itemSteps), list: key, untranslated: [] } };
      continue;
    }
    yield* visitBlock(files, item, s[sourceIndex] as Record<string, unknown>, {
      schema: innerSchema(element, item) ?? element,
      tPath: itemPath,
      sPath: [...sPath, sourceIndex],
      steps: itemSteps,
      itemKey: by,
    });
  }
}

/** What the source has at a path, as the "expected" of a translation that gives something else there. */
function describeSource(
  value: unknown,
  { map, file }: { map: SourceMap; file: string },
  { path, key }: { path: Path; key: string },
): string {
  const { line } = map.valuePosition(path);
  if (value === undefined) return `a field of ${file}`;
  if (Array.isArray(value)) return `a list, as in ${file}:${line}`;
  if (isRecord(value)) return `a block of fields, as in ${file}:${line}`;
  return `only text to translate (${key} is set once, in ${file}:${line}, for every language)`;
}
