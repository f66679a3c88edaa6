// The web editor's form for a translation file (content/hi/landing.yaml): a
// field for each text of the English file, made from the model's merged
// fields, so each translation sits under the English it translates. A list
// item is a type named by its English item's id (`typeKey`), never a
// position: the editor pairs a translated item with its English by that id,
// as the build does, so reordering either file never puts one item's
// translation beside another's English. Each field's hint is its English
// and what the build says of it: not translated yet, or stale (its English
// changed since). A translated item whose English is gone is shown as an
// orphan, to delete or rename. Structure (prices, links, the number and
// order of items) is not here: it comes from the English files alone.
import { textHash } from "../parse/json-record.ts";
import { STILL_RIGHT, stillRightMark } from "../model/load/still-right.ts";
import type { Coverage, CoverageItem } from "../checks/translation-coverage.ts";
import type { FileFields } from "../model/translation-record.ts";
import type { CmsField } from "./schema-fields.ts";
import { hintOf, labelOf } from "./schema-fields.ts";

type Step = FileFields["fields"][number]["steps"][number];

interface Leaf {
  kind: "leaf";
  english: string;
  state: "missing" | "stale" | "unsure" | "translated";
}
interface ObjectNode {
  kind: "object";
  children: Map<string, Node>;
}
interface ListNode {
  kind: "list";
  by: string;
  items: Map<string, ObjectNode>;
  orphans: { id: string; untranslated: string[] }[];
}
interface TextsNode {
  kind: "texts";
  lines: Map<string, Leaf>;
  orphans: string[];
}
type Node = Leaf | ObjectNode | ListNode | TextsNode;

/** The keys of one file's texts the coverage report shows in English though they are translated: stale, or not yet accepted. */
export function inEnglishKeys(report: Coverage, shownTranslation: string): { stale: Set<string>; unsure: Set<string> } {
  const keys = (items: readonly CoverageItem[]) => new Set(items.filter((item) => item.in === shownTranslation).map((item) => item.path));
  return { stale: keys(report.stale), unsure: keys(report.unsure) };
}

/**
 * The field at the top of a translation's form that lists its stale texts
 * (their English changed, and they did not): one ticked there is still right
 * as it is, and the page shows it again (src/model/load/still-right.ts).
 * None when nothing is stale.
 */
export function stillRightField(file: FileFields, stale: ReadonlySet<string>): CmsField[] {
  const options = file.fields
    .filter((field) => stale.has(field.key))
    .map((field) => ({ label: `${shownKey(field.key)}: “${field.value}”`, value: stillRightMark(field.key, textHash(field.value)) }));
  if (!options.length) return [];
  return [
    {
      name: STILL_RIGHT,
      label: `⚠ ${options.length} ${options.length === 1 ? "text" : "texts"} to check: still right after the English changed?`,
      widget: "select",
      multiple: true,
      required: false,
      options,
      hint: hintOf(
        "The English of each text marked ⚠ below changed since it was translated, so the page shows the English for now. Update the translation in its field, or, when it still says what the new English says, tick it here. Either way, save: the page shows it again once published.",
      ),
    },
  ];
}

/** A text's key as an editor reads it: "hero.heading" → "Hero › Heading", "plans[ai-chat-bot].name" → "Plans › ai-chat-bot › Name". */
function shownKey(key: string): string {
  const steps: string[] = [];
  // A field's name, or a list item's id or English in brackets (quoted when it is a text).
  for (const [, name, item] of key.matchAll(/([^.[\]]+)|\[("(?:[^"\\]|\\.)*"|[^\]]+)\]/g))
    steps.push(name !== undefined ? labelOf(name) : item!.startsWith('"') ? (JSON.parse(item!) as string) : item!);
  return steps.join(" › ");
}

/** The form of one translation file. */
export function translationFields(
  file: FileFields,
  { stale, unsure }: { stale: ReadonlySet<string>; unsure: ReadonlySet<string> },
): CmsField[] {
  const root: ObjectNode = { kind: "object", children: new Map() };
  const lists = new Map<string, ListNode | TextsNode>();
  for (const field of file.fields) {
    const state =
      field.translated === undefined ? "missing" : stale.has(field.key) ? "stale" : unsure.has(field.key) ? "unsure" : "translated";
    place(root, field.steps, { kind: "leaf", english: field.value, state }, lists);
  }
  for (const orphan of file.orphans) {
    const open = orphan.key.lastIndexOf("[");
    const list = lists.get(orphan.key.slice(0, open));
    const name = orphan.key.slice(open + 1, -1);
    if (list?.kind === "list") list.orphans.push({ id: name, untranslated: orphan.untranslated });
    else if (list?.kind === "texts") list.orphans.push(JSON.parse(name) as string);
  }
  return objectFields(root);
}

/** Puts a text at its steps, making the objects, lists and lists of texts on the way; `lists` records each list by its key. */
function place(root: ObjectNode, steps: readonly Step[], leaf: Leaf, lists: Map<string, ListNode | TextsNode>): void {
  let node: Node = root;
  let key = "";
  steps.forEach((step, i) => {
    const next = steps[i + 1];
    if (typeof step === "string") {
      key += key ? `.${step}` : step;
      const children = (node as ObjectNode).children;
      let child = children.get(step);
      if (!child) {
        child =
          next === undefined
            ? leaf
            : typeof next === "string"
              ? { kind: "object", children: new Map() }
              : "by" in next
                ? { kind: "list", by: next.by, items: new Map(), orphans: [] }
                : { kind: "texts", lines: new Map(), orphans: [] };
        children.set(step, child);
        if (child.kind === "list" || child.kind === "texts") lists.set(key, child);
      }
      node = child;
    } else if ("id" in step) {
      key += `[${step.id}]`;
      const items = (node as ListNode).items;
      let item = items.get(step.id);
      if (!item) items.set(step.id, (item = { kind: "object", children: new Map() }));
      node = item;
    } else {
      key += `[${JSON.stringify(step.text)}]`;
      (node as TextsNode).lines.set(step.text, leaf);
    }
  });
}

function objectFields(node: ObjectNode): CmsField[] {
  return [...node.children].map(([name, child]) => fieldOf(name, labelOf(name), child));
}

function fieldOf(name: string, label: string, node: Node): CmsField {
  switch (node.kind) {
    case "leaf":
      return textField(name, label, node);
    case "object":
      return { name, label, widget: "object", fields: objectFields(node) };
    case "texts":
      return textsField(name, label, node);
    case "list":
      return listField(name, label, node);
  }
}

/**
 * A list of texts, translated line by line: the file writes each English line
 * and its translation (`Export: एक्सपोर्ट`), which is the editor's key-value
 * field (a field's name cannot hold a sentence). The hint says which lines are
 * still to translate, with the English to copy as the key, and which are
 * orphans, whose English line is gone.
 */
function textsField(name: string, label: string, node: TextsNode): CmsField {
  const lines = [...node.lines];
  const missing = lines.filter(([, leaf]) => leaf.state === "missing").map(([english]) => english);
  const notes = [
    "Each English line (the key, copied exactly), then its translation.",
    ...(missing.length ? [`Not translated yet: ${missing.map((line) => `“${line}”`).join(", ")}.`] : []),
    ...(node.orphans.length ? [`⚠ No English line any more (delete them): ${node.orphans.map((line) => `“${line}”`).join(", ")}.`] : []),
  ];
  return {
    name,
    label: node.orphans.length ? `⚠ ${label}` : label,
    widget: "keyvalue",
    key_label: "English",
    value_label: "Translation",
    required: false,
    hint: hintOf(notes.join("\n\n")),
  };
}

/**
 * A list of items, each a type named by its English item's key. The type key
 * is the item's own id field, so a translated item is found by the id it
 * already carries.
 */
function listField(name: string, label: string, node: ListNode): CmsField {
  const types = [...node.items].map(([id, item]) => {
    const fields = objectFields(item);
    const first = [...item.children.values()].find((child): child is Leaf => child.kind === "leaf");
    return { name: id, label: first ? `${first.english} (${id})` : id, widget: "object", fields };
  });
  const shapes = new Map(types.flatMap((type) => type.fields.map((field) => [field.name, field])));
  const orphans = node.orphans.map(({ id, untranslated }) => ({
    name: id,
    label: `⚠ No English item: ${id}`,
    widget: "object",
    // The orphan's own texts stay editable, so a save keeps them until the translator deletes the item.
    fields: [...shapes.values()].map((field) => ({
      ...field,
      hint: `The English item "${id}" is gone. Delete this item${untranslated.length ? `, or translate it into the new one: ${untranslated.join(", ")}` : ""}.`,
    })),
  }));
  return {
    name,
    label,
    widget: "list",
    typeKey: node.by,
    allow_reorder: false,
    hint: "Each item is found by its English item's id: add the ones still missing from the + menu.",
    types: [...types, ...orphans],
  };
}

function textField(name: string, label: string, leaf: Leaf): CmsField {
  const notes = {
    missing: "Not translated yet: the page shows the English.",
    stale:
      "⚠ The English changed since this was translated, so the page shows the English: update this text, or tick it as still right at the top of the form.",
    unsure: "Shown in English until the pipeline accepts it (it does once this text is saved after its English).",
    translated: undefined,
  };
  const note = notes[leaf.state];
  return {
    name,
    label: leaf.state === "stale" ? `⚠ ${label}` : label,
    widget: leaf.english.length > 80 || leaf.english.includes("\n") ? "text" : "string",
    required: false,
    hint: hintOf(`English: ${leaf.english}${note ? `\n\n${note}` : ""}`),
  };
}
