// `npm run translations new <code>`: a new language's starting file for one
// source file, every text empty under its English.
import { stringify } from "yaml";
import type { TextField } from "../../model/load/text-fields.ts";
import { oneLine } from "./guides.ts";

/**
 * A language's file for one source file: every text field, with the English
 * above it as a comment and its translation when `existing` has one (empty
 * otherwise: an empty field counts as missing, so the coverage report lists
 * what is left while the translator fills them in). List items start with
 * their id; an item of a list of texts is its English text, then its translation.
 */
export function starterFile(fields: readonly TextField[], header: string, existing: ReadonlyMap<string, string> = new Map()): string {
  type Node =
    | { kind: "block"; entries: Map<string, Node> }
    | { kind: "list"; by: string; items: Map<string, Node & { kind: "block" }> }
    | { kind: "text"; field: TextField };
  const root: Node & { kind: "block" } = { kind: "block", entries: new Map() };
  for (const field of fields) {
    let node: Node = root;
    field.steps.forEach((step, i) => {
      const last = i === field.steps.length - 1;
      const next = field.steps[i + 1];
      if (typeof step === "string" || "text" in step) {
        const name = typeof step === "string" ? step : step.text;
        const block = node as Node & { kind: "block" };
        if (last) block.entries.set(name, { kind: "text", field });
        else {
          if (!block.entries.has(name))
            block.entries.set(
              name,
              next !== undefined && typeof next !== "string" && "id" in next
                ? { kind: "list", by: next.by, items: new Map() }
                : { kind: "block", entries: new Map() },
            );
          node = block.entries.get(name)!;
        }
      } else {
        const list = node as Node & { kind: "list" };
        if (!list.items.has(step.id)) list.items.set(step.id, { kind: "block", entries: new Map() });
        node = list.items.get(step.id)!;
      }
    });
  }
  const scalar = (value: string) => (value.includes("\n") ? JSON.stringify(value) : stringify(value, { lineWidth: 0 }).trimEnd());
  const out: string[] = header ? [...header.split("\n").map((l) => `#${l}`), ""] : [];
  const emit = (block: Node & { kind: "block" }, indent: string) => {
    for (const [name, node] of block.entries) {
      if (node.kind === "text") {
        const translated = existing.get(node.field.key);
        if (!node.field.byText) out.push(`${indent}# ${oneLine(node.field.value)}`);
        out.push(`${indent}${scalar(name)}:${translated === undefined ? "" : ` ${scalar(translated)}`}`);
      } else if (node.kind === "block") {
        out.push(`${indent}${scalar(name)}:`);
        emit(node, `${indent}  `);
      } else {
        out.push(`${indent}${scalar(name)}:`);
        for (const [id, item] of node.items) {
          out.push(`${indent}  - ${node.by}: ${scalar(id)}`);
          emit(item, `${indent}    `);
        }
      }
    }
  };
  emit(root, "");
  return `${out.join("\n")}\n`;
}
