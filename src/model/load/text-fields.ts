// The text fields of a source file: every value a translation may give, found
// by walking the file's data with its zod schema (fields built from `text`,
// src/model/schema/fields.ts), each with the path the source writes it at and
// the steps every language names it by (list items by their id or their
// text, never their position). Translations (translation.ts), the checks and
// the tooling read them.
import { z } from "zod";
import { isText, listKey } from "../schema/fields.ts";
import { innerSchema } from "../schema/inner-schema.ts";
import { defOf } from "../schema/zod-def.ts";

export type Path = (string | number)[];

/** One step from a file's top to a text: a field, or a list item named by its key or by its text. */
export type Step = string | { by: string; id: string } | { text: string };

/** A text field of a source file: where a translation puts its text. */
export interface TextField {
  /** Where the source writes it (list items by index): plans[0].features[2]. */
  path: Path;
  /** How every language names it (list items by identity). */
  steps: Step[];
  /** The steps written out, as reports and the record name it: plans[ai-chat-bot].features["Export"]. */
  key: string;
  /** The source's text, as written (tokens not filled). */
  value: string;
  /** An item of a list of texts: its translation names it by this very text, so it is never stale. */
  byText?: true;
}

/** Every text field in a source file's data, found by walking the data with its schema. */
export function textFields(schema: z.core.$ZodType, data: unknown): TextField[] {
  const out: TextField[] = [];
  walk(data, { schema, path: [], steps: [] }, out);
  return out;
}

/** The steps written out: hero.trust["Set up in 24 hours"], testimonials.items[priya-nair].quote. */
export function formatSteps(steps: readonly Step[]): string {
  let out = "";
  for (const step of steps) {
    if (typeof step === "string") out += out ? `.${step}` : step;
    else if ("id" in step) out += `[${step.id}]`;
    else out += `[${JSON.stringify(step.text)}]`;
  }
  return out;
}

/** Where a walk is: the schema of the value there, its path in the data, and its steps as a translation names them. */
interface WalkPlace {
  schema: z.core.$ZodType;
  path: Path;
  steps: Step[];
}

function walk(value: unknown, { schema, path, steps }: WalkPlace, out: TextField[]): void {
  const core = innerSchema(schema, value);
  if (!core) return;
  if (isText(core)) {
    if (typeof value === "string") out.push({ path, steps, key: formatSteps(steps), value });
    return;
  }
  const def = defOf(core);
  if (def.type === "object") {
    if (!isRecord(value)) return;
    for (const [name, field] of Object.entries(def.shape ?? {})) {
      if (Object.hasOwn(value, name)) walk(value[name], { schema: field, path: [...path, name], steps: [...steps, name] }, out);
    }
  } else if (def.type === "array" && Array.isArray(value)) {
    const element = def.element!;
    if (isTextList(element)) {
      value.forEach((item, index) => {
        if (typeof item !== "string") return;
        const itemSteps = [...steps, { text: item }];
        out.push({ path: [...path, index], steps: itemSteps, key: formatSteps(itemSteps), value: item, byText: true });
      });
      return;
    }
    const by = listKey(element);
    // A list whose items no key names holds no text (the schema test checks this).
    if (!by) return;
    value.forEach((item, index) => {
      const id = isRecord(item) ? item[by] : undefined;
      if (typeof id === "string") walk(item, { schema: element, path: [...path, index], steps: [...steps, { by, id }] }, out);
    });
  }
}

export const isTextList = (element: z.core.$ZodType) => isText(innerSchema(element, "") ?? element);

// Whether any text can be written under a schema: the fields a translation may open.
const holdsText = new WeakMap<z.core.$ZodType, boolean>();
export function hasText(schema: z.core.$ZodType | undefined): boolean {
  if (!schema) return false;
  const known = holdsText.get(schema);
  if (known !== undefined) return known;
  holdsText.set(schema, false); // a schema inside itself holds text only through its other parts
  const def = defOf(schema);
  let result = isText(schema);
  if (!result) {
    if (def.innerType) result = hasText(def.innerType);
    else if (def.type === "pipe") result = hasText(def.in);
    else if (def.type === "array") result = hasText(def.element);
    else if (def.type === "union") result = (def.options ?? []).some(hasText);
    else if (def.type === "object") result = Object.values(def.shape ?? {}).some(hasText);
  }
  holdsText.set(schema, result);
  return result;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function setAt(data: unknown, path: Path, value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

export function getAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
